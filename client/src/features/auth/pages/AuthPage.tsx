/** One authentication screen in four modes (BEHAVIOUR §2): login, signup, forgot, reset. */
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { LoginForm } from '../components/LoginForm';
import { SignupForm } from '../components/SignupForm';
import { ForgotForm } from '../components/ForgotForm';
import { ResetForm } from '../components/ResetForm';
import '../auth.css';

export type AuthMode = 'login' | 'signup' | 'forgot' | 'reset';

const TITLES: Record<AuthMode, string> = {
  login: 'Log in',
  signup: 'Create an account',
  forgot: 'Forgot password',
  reset: 'Choose a new password',
};

export default function AuthPage({ mode = 'login' }: { mode?: AuthMode }) {
  useDocumentTitle(TITLES[mode]);
  return (
    <section className="container page auth-page">
      <div className="card auth-card">
        {mode === 'login' && <LoginForm />}
        {mode === 'signup' && <SignupForm />}
        {mode === 'forgot' && <ForgotForm />}
        {mode === 'reset' && <ResetForm />}
      </div>
    </section>
  );
}
