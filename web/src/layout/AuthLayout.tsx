import { CloudOutlined, TabletOutlined, TagsOutlined } from '@ant-design/icons';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from './LanguageSwitcher';
import './auth.css';
import { useT } from '../i18n/areas';

/** Frame of the public pages (sign in, register, reset): a brand panel on wide screens and the form. */
export default function AuthLayout() {
  const { t } = useT();
  const features = [
    { icon: <TabletOutlined />, text: t('auth:featureUsers') },
    { icon: <TagsOutlined />, text: t('auth:featureContent') },
    { icon: <CloudOutlined />, text: t('auth:featureOrders') },
  ];
  return (
    <div className="sc-auth">
      <aside className="sc-auth__brand">
        <div className="sc-auth__logo">
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span>{t('appName')}</span>
        </div>
        <div className="sc-auth__pitch">
          <h2>{t('auth:brandTitle')}</h2>
          <p>{t('auth:brandText')}</p>
          <ul>
            {features.map((f) => (
              <li key={f.text}>
                <span className="sc-auth__feature-icon">{f.icon}</span>
                {f.text}
              </li>
            ))}
          </ul>
        </div>
        <small className="sc-auth__foot">{t('appTagline')}</small>
      </aside>
      <main className="sc-auth__panel">
        <header className="sc-auth__top">
          <div className="sc-auth__mini-logo">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span>{t('appName')}</span>
          </div>
          <LanguageSwitcher />
        </header>
        <div className="sc-auth__card">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
