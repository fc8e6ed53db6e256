import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Input, type InputRef } from 'antd';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLogin } from '../../api/account';
import { useLanguage } from '../../app/language-context';
import { safeRedirect } from '../../app/route-utils';
import { useFeedback } from '../../app/useFeedback';
import { getRememberedUsername, setRememberedUsername } from '../../auth/token';
import { useT } from '../../i18n/areas';
import { translate } from '../../i18n/server-messages';
import { AuthHeading } from '../../layout/AuthHeading';

type Field = 'username' | 'password';

/** A labelled field of the sign-in form with its message under it (announced, and tied to the input). */
function FormField({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className={`sc-field${error ? ' sc-field--error' : ''}`}>
      <label className="sc-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error && (
        <div id={`${id}_help`} className="sc-field__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/**
 * Sign in. "Remember me" keeps the user name for the next visit; `?redirect=` is followed afterwards.
 * A plain form of antd inputs rather than antd's Form: two required fields do not need its validation engine, and
 * leaving it (with its tooltips, grid and async validator, about 45 KB gzipped) out keeps the first visit light.
 */
export default function LoginPage() {
  const { t } = useT();
  const { language } = useLanguage();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const [remembered] = useState(getRememberedUsername);
  const [username, setUsername] = useState(remembered ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(Boolean(remembered));
  const [invalid, setInvalid] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const inputs = { username: useRef<InputRef>(null), password: useRef<InputRef>(null) };

  const change = (field: Field, value: string) => {
    (field === 'username' ? setUsername : setPassword)(value);
    setInvalid((v) => ({ ...v, [field]: undefined }));
    setError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!username.trim()) found.username = translate(language, 'usernameEmpty');
    if (!password) found.password = translate(language, 'passwordEmpty');
    setInvalid(found);
    const first = (['username', 'password'] as const).find((f) => found[f]);
    if (first) {
      inputs[first].current?.focus();
      return;
    }
    setError(null);
    try {
      const datas = await login.mutateAsync({ username: username.trim(), password });
      setRememberedUsername(remember ? username.trim() : null);
      message.success(t('auth:login.welcome', { name: datas.user.userName }));
      navigate(safeRedirect(params.get('redirect')) ?? '/', { replace: true });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };

  const described = (field: Field) =>
    invalid[field] ? { 'aria-invalid': true, 'aria-describedby': `login_${field}_help` } : {};

  return (
    <>
      <AuthHeading title={t('auth:login.title')} subtitle={t('auth:login.subtitle')} />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <form id="login" className="sc-login" noValidate onSubmit={(e) => void submit(e)}>
        <FormField id="login_username" label={t('auth:userName')} error={invalid.username}>
          <Input
            ref={inputs.username}
            id="login_username"
            size="large"
            prefix={<UserOutlined />}
            autoComplete="username"
            autoFocus={!remembered}
            maxLength={64}
            value={username}
            status={invalid.username ? 'error' : undefined}
            onChange={(e) => change('username', e.target.value)}
            {...described('username')}
          />
        </FormField>
        <FormField id="login_password" label={t('auth:password')} error={invalid.password}>
          <Input.Password
            ref={inputs.password}
            id="login_password"
            size="large"
            prefix={<LockOutlined />}
            autoComplete="current-password"
            autoFocus={Boolean(remembered)}
            value={password}
            status={invalid.password ? 'error' : undefined}
            onChange={(e) => change('password', e.target.value)}
            {...described('password')}
          />
        </FormField>
        <div className="sc-auth__links" style={{ marginBottom: 20 }}>
          <Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)}>
            {t('auth:login.rememberMe')}
          </Checkbox>
          <Link to="/forget">{t('auth:login.forgot')}</Link>
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
          {t('auth:login.submit')}
        </Button>
      </form>
      <div className="sc-auth__alt">
        <span className="sc-auth__muted">{t('auth:login.noAccount')}</span>{' '}
        <Link to="/register">{t('auth:login.register')}</Link>
      </div>
    </>
  );
}
