import type { TTreatmentCase } from '@skin/contract';
import { Alert, Descriptions, Drawer, Image, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTreatmentCase } from '../../../api/treatmentCase';
import { formatTime } from '../../../components/format';
import { SymptomDegreeTag } from '../../../components/SymptomSelect';
import { useDevice } from '../../../layout/device';
import { useCycleText } from './cycle';

/** A case's before and after pictures side by side (stacked on a phone), with what was treated and how long. */
export function CaseDetail({
  row,
  shopId,
  onClose,
}: {
  /** The case from the list (shown at once); its fresh copy is read with `treatmentCase/get`. */
  row: TTreatmentCase | null;
  shopId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('case');
  const mobile = useDevice() === 'mobile';
  const cycleText = useCycleText();
  const fresh = useTreatmentCase(row?.id ?? null, shopId);
  const c = fresh.data?.id === row?.id ? (fresh.data ?? row) : row;

  return (
    <Drawer open={row !== null} onClose={onClose} title={t('detailTitle')} size={mobile ? '100%' : 760} destroyOnHidden>
      {fresh.isError && !fresh.data && (
        <Alert type="warning" showIcon title={t('detailFailed')} style={{ marginBottom: 12 }} />
      )}
      {!c ? (
        <Skeleton active />
      ) : (
        <>
          <Image.PreviewGroup>
            <div className="tc-pair" data-testid="case-pictures">
              <figure className="tc-figure">
                <figcaption>{t('before')}</figcaption>
                <Image src={c.beforeImageUrl} alt={t('before')} />
              </figure>
              <figure className="tc-figure">
                <figcaption>{t('after')}</figcaption>
                {c.afterImageUrl ? (
                  <Image src={c.afterImageUrl} alt={t('after')} />
                ) : (
                  <div className="tc-missing">{t('noAfter')}</div>
                )}
              </figure>
            </div>
          </Image.PreviewGroup>
          <Descriptions
            column={1}
            size="small"
            style={{ marginTop: 16 }}
            bordered
            styles={{ label: { whiteSpace: 'nowrap', width: '1%' } }}
          >
            <Descriptions.Item label={t('symptom')}>
              <SymptomDegreeTag name={c.symptom.name} symptomKey={c.symptom.symptomKey} />
            </Descriptions.Item>
            <Descriptions.Item label={t('cycle')}>{cycleText(c.cycleMonths)}</Descriptions.Item>
            <Descriptions.Item label={t('createdAt')}>{formatTime(c.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('description')}>
              <div className="tc-description">{c.description}</div>
            </Descriptions.Item>
          </Descriptions>
        </>
      )}
    </Drawer>
  );
}
