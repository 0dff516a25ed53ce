import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { paths } from '../../shared/paths';

/** docs/guards.md#not-found: any path that is no screen. */
export function NotFound() {
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Sorry, the page you are looking for does not exist.
      </Typography>
      <Button component={Link} to={paths.home} variant="contained">
        Go Home
      </Button>
    </Box>
  );
}
