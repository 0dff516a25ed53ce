import { Route, Routes } from 'react-router-dom';
import { paths } from '../shared/paths';
import { lazyScreen } from './screens/lazyScreen';
import './theme/pageStyle';

// Two chunks behind a small entry: a guest on /auth/login never downloads the console.
const Console = lazyScreen(() => import('./console/Console'), 'Console');
const GuestPage = lazyScreen(() => import('./routes/GuestPage'), 'GuestPage');

// SPEC 2: the pages without the main shell (the public ones, then e-mail verification and profile
// completion); the accounts issue puts its screens here, each loaded on demand.
const pagesOutsideConsole = [
  { path: paths.login, screen: 'Sign in' },
  { path: paths.register, screen: 'Register' },
  { path: paths.forgotPassword, screen: 'Forgot password' },
  { path: `${paths.resetPassword}/*`, screen: 'Reset password' },
  { path: paths.emailVerification, screen: 'E-mail verification' },
  { path: paths.completeProfile, screen: 'Complete your profile' },
];

export function App() {
  return (
    <Routes>
      {pagesOutsideConsole.map(({ path, screen }) => (
        <Route key={path} path={path} element={<GuestPage screen={screen} />} />
      ))}
      <Route path="*" element={<Console />} />
    </Routes>
  );
}
