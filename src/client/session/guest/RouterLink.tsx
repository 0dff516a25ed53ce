import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A text link to a path of the app, in the secondary colour. */
export function RouterLink(props: { to: string; children: ReactNode }) {
  return (
    <Link className="guest-link" to={props.to}>
      {props.children}
    </Link>
  );
}
