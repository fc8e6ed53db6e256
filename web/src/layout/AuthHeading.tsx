/**
 * The title and the line under it on the public pages (sign in, register, reset), as plain elements: antd's
 * Typography (with its tooltip and copy code) is not needed on the sign-in path. The page's one h1.
 */
export function AuthHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <>
      <h1 className="sc-auth__title">{title}</h1>
      <p className="sc-auth__subtitle">{subtitle}</p>
    </>
  );
}
