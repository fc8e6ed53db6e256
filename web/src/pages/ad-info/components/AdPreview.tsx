import { LinkOutlined } from '@ant-design/icons';
import type { Language, TAdInfo } from '@skin/contract';
import { Alert, Carousel, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdInfos } from '../../../api/adInfo';
import { LANGUAGE_NAMES } from '../../../i18n/language';

/** One picture as the app shows it; hovering, focusing or tapping it shows where a tap leads. */
function Slide({ ad, className }: { ad: TAdInfo; className: string }) {
  const { t } = useTranslation('adInfo');
  const name = ad.title || t('untitled');
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so a tap (or the keyboard) shows the link
    <figure className={`ad-slide ${className}`} tabIndex={0} aria-label={name} data-testid="ad-slide">
      <img src={ad.imageUrl} alt={name} draggable={false} />
      <div className="ad-slide-link">
        <LinkOutlined /> <span>{ad.link || t('noLink')}</span>
      </div>
    </figure>
  );
}

/** A phone-shaped frame around what the app shows. */
function Phone({ label, children, full }: { label: string; children: React.ReactNode; full?: boolean }) {
  return (
    <figure className="ad-preview-item">
      <div className={`ad-phone${full ? ' ad-phone--full' : ''}`}>
        <div className="ad-phone-screen">{children}</div>
      </div>
      <figcaption>{label}</figcaption>
    </figure>
  );
}

/**
 * How the companion app shows the adverts of a language: the enabled carousel adverts in order on the home
 * screen, and the first enabled startup page full screen.
 */
export function AdPreview({
  open,
  onClose,
  language,
  shopId,
  mobile,
}: {
  open: boolean;
  onClose: () => void;
  language: Language;
  shopId: number | null;
  mobile: boolean;
}) {
  const { t } = useTranslation(['adInfo', 'common']);
  const carousel = useAdInfos({ language, type: 1, shopId, enabledOnly: true }, open);
  const startup = useAdInfos({ language, type: 2, shopId, enabledOnly: true }, open);
  const slides = carousel.data?.list ?? [];
  const first = startup.data?.list[0];
  const moreStartup = startup.data?.list.length ?? 0;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={mobile ? '100%' : 720}
      destroyOnHidden
      title={t('previewTitle', { language: LANGUAGE_NAMES[language] })}
    >
      <Typography.Paragraph type="secondary">{t('previewHint')}</Typography.Paragraph>
      <div className="ad-preview" data-testid="ad-preview">
        <Phone label={t('previewCarousel')}>
          <div className="ad-phone-status">9:41</div>
          <div className="ad-phone-appbar">{t('appHome')}</div>
          {carousel.isPending ? (
            <div className="ad-phone-banner ad-phone-banner--loading" />
          ) : slides.length > 0 ? (
            <Carousel autoplay={{ dotDuration: true }} autoplaySpeed={3500} className="ad-phone-banner">
              {slides.map((ad) => (
                <Slide key={ad.id} ad={ad} className="ad-slide--banner" />
              ))}
            </Carousel>
          ) : (
            <Alert className="ad-phone-note" type="info" title={t('previewNoCarousel')} />
          )}
          <div className="ad-phone-blocks" aria-hidden>
            <span />
            <span />
            <span />
            <span />
          </div>
        </Phone>
        <Phone label={t('previewStartup')} full>
          {startup.isPending ? (
            <Skeleton active />
          ) : first ? (
            <>
              <Slide ad={first} className="ad-slide--full" />
              <span className="ad-phone-skip">{t('skip')} 3</span>
            </>
          ) : (
            <Alert className="ad-phone-note" type="info" title={t('previewNoStartup')} />
          )}
        </Phone>
      </div>
      {moreStartup > 1 && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('previewMoreStartup', { count: moreStartup })}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
