import { Outlet } from 'react-router';

/**
 * Frame of a shared report (`/shared-report`): nothing of the console or the store around it (no menu, no sign-in,
 * no language switcher: the report is in the link's language), a plain page that prints as the report alone.
 */
export default function SharedLayout() {
  return (
    <main className="sc-shared" id="sc-page">
      <Outlet />
    </main>
  );
}
