import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, App, Button, Checkbox, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLogin } from '../../api/account';
import { useLanguage } from '../../app/language-context';
import { safeRedirect } from '../../app/route-utils';
import { getRememberedUsername, setRememberedUsername } from '../../auth/token';
import { useT } from '../../i18n/areas';
import { translate } from '../../i18n/server-messages';

interface Values {
  username: string;
  password: string;
  remember: boolean;
}

/** Sign in. "Remember me" keeps the user name for the next visit; `?redirect=` is followed afterwards. */
export default function LoginPage() {
  const { t } = useT();
  const { language } = useLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  const [remembered] = useState(getRememberedUsername);

  const submit = async ({ username, password, remember }: Values) => {
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

  return (
    <>
      <Typography.Title level={3} className="sc-auth__title">
        {t('auth:login.title')}
      </Typography.Title>
      <Typography.Text type="secondary" className="sc-auth__subtitle">
        {t('auth:login.subtitle')}
      </Typography.Text>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form<Values>
        name="login"
        layout="vertical"
        size="large"
        requiredMark={false}
        initialValues={{ username: remembered ?? '', remember: Boolean(remembered) }}
        onFinish={submit}
        onValuesChange={() => error && setError(null)}
      >
        <Form.Item
          name="username"
          label={t('auth:userName')}
          rules={[{ required: true, whitespace: true, message: translate(language, 'usernameEmpty') }]}
        >
          <Input prefix={<UserOutlined />} autoComplete="username" autoFocus={!remembered} maxLength={64} />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('auth:password')}
          rules={[{ required: true, message: translate(language, 'passwordEmpty') }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" autoFocus={Boolean(remembered)} />
        </Form.Item>
        <div className="sc-auth__links" style={{ marginBottom: 20 }}>
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>{t('auth:login.rememberMe')}</Checkbox>
          </Form.Item>
          <Link to="/forget">{t('auth:login.forgot')}</Link>
        </div>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          {t('auth:login.submit')}
        </Button>
      </Form>
      <div className="sc-auth__alt">
        <Typography.Text type="secondary">{t('auth:login.noAccount')}</Typography.Text>{' '}
        <Link to="/register">{t('auth:login.register')}</Link>
      </div>
    </>
  );
}
