import { type DataLabels, DEGREE_NAMES, type Language, type TDataAnalyses, type TDataOverview } from '@skin/contract';
import { Card, Col, Empty, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumberFormats } from '../../components/format';
import { Chart } from './Chart';
import { analysesByDeviceOption, analysesOption, barHeight, pieOption, symptomsOption } from './options';

/**
 * The skin analyses of the range: over time (in the range's grouping), by account type, by device (one store only)
 * and the symptoms found by degree, each chart saved as an image like the others (the CSV export has them too).
 */
export function AnalysesSection({
  o,
  a,
  l,
  narrow,
  fileName,
}: {
  o: TDataOverview;
  a: TDataAnalyses;
  l: DataLabels;
  narrow: boolean;
  /** The file name's start for saved images (`data-centre-<from>-<to>`). */
  fileName: string;
}) {
  const { t, i18n } = useTranslation(['analyses', 'data']);
  const { number } = useNumberFormats();
  const lang = ((i18n.language as Language) in DEGREE_NAMES ? i18n.language : 'en-US') as Language;
  const charts = useMemo(() => {
    const common = (file: string) => ({
      buckets: o.buckets,
      grouping: o.grouping,
      saveImage: t('data:saveImage'),
      fileName: `${fileName}-${file}`,
      narrow,
      number,
    });
    const types = [
      { name: l.figure.working, value: a.byUserType.working },
      { name: l.figure.viewer, value: a.byUserType.viewer },
    ];
    return {
      trend: analysesOption(a, t('data.count'), common('analyses')),
      types: a.count ? pieOption(types, common('analyses-by-type')) : null,
      devices: a.byDevice?.length
        ? analysesByDeviceOption(
            a.byDevice,
            { count: t('data.count'), deviceGone: t('data.deviceGone') },
            common('analyses-by-device'),
          )
        : null,
      symptoms: a.symptoms.length ? symptomsOption(a, DEGREE_NAMES[lang], common('symptoms')) : null,
    };
  }, [o, a, l, t, narrow, fileName, lang, number]);
  const height = narrow ? 240 : 300;
  const none = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('data.none')} />;
  const card = (title: string, body: React.ReactNode) => (
    <Card size="small" title={title} className="sc-data-chart">
      {body}
    </Card>
  );
  return (
    <section className="sc-data-analyses" aria-labelledby="sc-data-analyses-title" data-testid="data-analyses">
      <Typography.Title level={5} id="sc-data-analyses-title" className="sc-data-section-title">
        {t('data.title')}
      </Typography.Title>
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={12}>
          {card(t('data.trend'), <Chart label={t('data.trend')} height={height} option={charts.trend} />)}
        </Col>
        <Col xs={24} xl={12}>
          {card(
            t('data.byUserType'),
            charts.types ? (
              <Chart label={t('data.byUserType')} height={narrow ? 280 : 300} option={charts.types} />
            ) : (
              none
            ),
          )}
        </Col>
        {a.byDevice && (
          <Col xs={24} xl={12}>
            {card(
              t('data.byDevice'),
              charts.devices ? (
                <Chart
                  label={t('data.byDevice')}
                  height={Math.max(narrow ? 240 : 300, barHeight(a.byDevice.length))}
                  option={charts.devices}
                />
              ) : (
                none
              ),
            )}
          </Col>
        )}
        <Col xs={24} xl={a.byDevice ? 12 : 24}>
          {card(
            t('data.symptoms'),
            charts.symptoms ? (
              <Chart label={t('data.symptoms')} height={barHeight(a.symptoms.length)} option={charts.symptoms} />
            ) : (
              none
            ),
          )}
        </Col>
      </Row>
    </section>
  );
}
