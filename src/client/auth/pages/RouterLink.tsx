import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterDomLink } from 'react-router-dom';

/** A text link to a path of the app, styled as MUI links are. */
export function RouterLink(props: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterDomLink} to={props.to} variant="body2">
      {props.children}
    </Link>
  );
}
