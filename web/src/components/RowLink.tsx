import { Typography } from 'antd';
import type { KeyboardEvent, ReactNode } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router';

interface LinkLook {
  children: ReactNode;
  className?: string;
  style?: React.CSSProperties;
  title?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}

/**
 * A link in a row to what a URL names (a drawer, `?analysis=3`; another screen): a real `<a href>`, so the Tab key
 * reaches it, Enter follows it, and a middle or Ctrl-click opens it in a new tab; a plain click stays in the console
 * (react-router). An antd `Typography.Link` without `href` is neither reached by Tab nor announced as a link.
 */
export function RouteLink({ to, children, ...look }: LinkLook & { to: To }) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLElement>(to);
  return (
    <Typography.Link href={href} onClick={follow} {...look}>
      {children}
    </Typography.Link>
  );
}

/**
 * Text of a row that does something without a URL of its own (opens a detail kept in the screen's state): looks like
 * a link, is a button to the keyboard and to screen readers (Tab reaches it, Enter and Space press it).
 */
export function ActionLink({ onClick, children, ...look }: LinkLook & { onClick: () => void }) {
  const press = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    onClick();
  };
  return (
    <Typography.Link role="button" tabIndex={0} onClick={onClick} onKeyDown={press} {...look}>
      {children}
    </Typography.Link>
  );
}
