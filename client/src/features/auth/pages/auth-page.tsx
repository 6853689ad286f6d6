/**
 * One authentication screen in four modes (BEHAVIOUR §2): login, signup, forgot, reset. The mode
 * is the page's fixed prop (contract/pages.ts); each mode's form posts to this page's action.
 */
import { LoginForm } from '../components/login-form';
import { SignupForm } from '../components/signup-form';
import { ForgotForm } from '../components/forgot-form';
import { ResetForm } from '../components/reset-form';
import type { AuthMode } from '../account-route';
import '../auth.css';

export { action } from '../account-route';

export default function AuthPage({ mode = 'login' }: { mode?: AuthMode }) {
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
