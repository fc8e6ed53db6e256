import { MAX_ROW_ID, type TAnalysis } from '@skin/contract';
import { Descriptions, Drawer, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAnalysis } from '../../../api/analysis';
import { SymptomTags, usePhotoAlt } from '../../../components/AnalysisParts';
import { formatTime, timeZoneLabel, useNumberFormats } from '../../../components/format';
import { QueryFailed, RecordNotFound } from '../../../components/LoadFailed';
import { useDevice } from '../../../layout/device';

/** The device of an analysis: its name and number, or the number of a deleted device. */
export function DeviceCell({ row }: { row: Pick<TAnalysis, 'deviceNo' | 'deviceName'> }) {
  const { t } = useTranslation('analyses');
  return (
    <div className="su-name-cell">
      {row.deviceName ? (
        <Typography.Text>{row.deviceName}</Typography.Text>
      ) : (
        <Typography.Text type="secondary" italic>
          {t('deviceGone')}
        </Typography.Text>
      )}
      <Typography.Text type="secondary" className="su-subtext su-nowrap">
        {row.deviceNo}
      </Typography.Text>
    </div>
  );
}

/** The account of an analysis: its name and its type. */
export function AccountCell({ row }: { row: Pick<TAnalysis, 'userName' | 'userType'> }) {
  const { t } = useTranslation('users');
  return (
    <div className="su-name-cell">
      <Typography.Text>{row.userName}</Typography.Text>
      <Typography.Text type="secondary" className="su-subtext">
        {row.userType === 1 ? t('type.working') : t('type.viewer')}
      </Typography.Text>
    </div>
  );
}

function Body({ a }: { a: TAnalysis }) {
  const { t, i18n } = useTranslation('analyses');
  const alt = usePhotoAlt();
  const { size } = useNumberFormats();
  return (
    <Space orientation="vertical" size={20} style={{ width: '100%' }}>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'analysedAt', label: t('fields.analysedAt'), children: formatTime(a.analysedAt) },
          { key: 'recordedAt', label: t('fields.recordedAt'), children: formatTime(a.recordedAt) },
          { key: 'device', label: t('fields.device'), children: <DeviceCell row={a} /> },
          { key: 'account', label: t('fields.account'), children: <AccountCell row={a} /> },
          {
            key: 'clientId',
            label: t('fields.clientId'),
            children: (
              <Typography.Text copyable className="an-client-id">
                {a.clientId}
              </Typography.Text>
            ),
          },
        ]}
      />
      <Typography.Text type="secondary" className="an-detail__zone" data-testid="analysis-zone">
        {t('detail.timeZone', { zone: timeZoneLabel(i18n.language) })}
      </Typography.Text>
      <section aria-labelledby="an-detail-symptoms">
        <Typography.Title level={5} id="an-detail-symptoms">
          {t('fields.symptoms')}
        </Typography.Title>
        <SymptomTags symptoms={a.symptoms} />
      </section>
      <section aria-labelledby="an-detail-photos">
        <Typography.Title level={5} id="an-detail-photos">
          {t('detail.photos', { count: a.images.length })}
        </Typography.Title>
        {a.images.length ? (
          <>
            <Typography.Paragraph type="secondary" className="an-detail__hint">
              {t('detail.photosHint')}
            </Typography.Paragraph>
            <ul className="an-photos" data-testid="analysis-photos">
              {a.images.map((img, i) => (
                <li key={img.key}>
                  <a
                    href={img.url}
                    target="_blank"
                    rel="noreferrer"
                    title={t('detail.openOriginal', {
                      width: img.width,
                      height: img.height,
                      size: size(img.size),
                    })}
                  >
                    <img
                      src={img.thumbUrl}
                      alt={alt(i + 1, a.images.length)}
                      loading="lazy"
                      decoding="async"
                      width={160}
                      height={160}
                      className="an-photo"
                    />
                  </a>
                  <Typography.Text type="secondary" className="an-photo__size">
                    {img.width} × {img.height} · {size(img.size)}
                  </Typography.Text>
                </li>
              ))}
            </ul>
          </>
        ) : a.photosNote ? (
          // Deleted by the store's photo retention (issue 42): the server's note, in the console's language.
          <Typography.Text type="secondary" data-testid="photos-removed">
            {a.photosNote} ({formatTime(a.photosRemovedAt)})
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('noPhotos')}</Typography.Text>
        )}
      </section>
    </Space>
  );
}

/**
 * One analysis in a drawer: its times, device, account and app id, its symptoms and every photo, larger (each opens
 * full size through its signed URL). Asked for again on each opening, so the URLs are fresh.
 */
export function AnalysisDetail({
  id,
  onClose,
}: {
  /** The analysis a link names; null: none open, NaN: a number no analysis can have (`?analysis=x`). */
  id: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['analyses', 'common']);
  const mobile = useDevice() === 'mobile';
  const valid = id !== null && Number.isSafeInteger(id) && id >= 1 && id <= MAX_ROW_ID;
  const analysis = useAnalysis(valid ? id : null);
  const a = analysis.data;
  const notFound = { title: t('detail.notFound'), message: t('detail.notFoundHint') };
  let body = <Skeleton active paragraph={{ rows: 8 }} />;
  if (id !== null && !valid) {
    body = <RecordNotFound {...notFound} />;
  } else if (analysis.isError) {
    body = <QueryFailed query={analysis} title={t('detail.loadFailed')} notFound={notFound} />;
  } else if (a) body = <Body a={a} />;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={mobile ? '100%' : 640}
      title={a ? t('detail.title', { time: formatTime(a.analysedAt) }) : t('detail.titleLoading')}
      destroyOnHidden
    >
      {body}
    </Drawer>
  );
}
