import { REPORT_LABELS, type TReport } from '@skin/contract';
import { SymptomDegreeTag } from '../SymptomSelect';
import './report.css';

type Symptom = TReport['symptoms'][number];

/** A day in the report's language (the reader's clock). */
const dayIn = (language: string, iso: string) =>
  new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso));

function Degree({ s, i }: { s: Symptom; i: number }) {
  const d = s.degrees[i];
  return d ? (
    <SymptomDegreeTag name={s.name} symptomKey={s.symptomKey} degree={d.degree} degreeName={d.name} color={d.color} />
  ) : null;
}

/**
 * A customer's report as the console shows and prints it and as a share link opens it (issue 42): every word in
 * the report's language (REPORT_LABELS, the degrees' names from the server), every text through React (escaped),
 * laid out for a phone, a desktop and A4 paper (report.css: no console frame or buttons in print, a page break
 * before the texts, photos sized to fit). Knows nothing of who reads it.
 */
export function ReportView({ report }: { report: TReport }) {
  const l = REPORT_LABELS[report.language];
  const two = report.visits.length === 2;
  const days = report.visits.map((v) => dayIn(report.language, v.analysedAt));
  const described = report.symptoms.filter((s) => s.description || s.careSuggestions);
  return (
    <article className="rp" lang={report.language} data-testid="report">
      <header className="rp-head">
        <p className="rp-shop" data-testid="report-shop">
          {report.shopName}
        </p>
        <h1 className="rp-title">{two ? l.compareTitle : l.title}</h1>
        <dl className="rp-facts">
          <div>
            <dt>{l.customer}</dt>
            <dd data-testid="report-customer">{report.customerName}</dd>
          </div>
          <div>
            <dt>{l.visit}</dt>
            <dd>{days.join(' → ')}</dd>
          </div>
        </dl>
      </header>

      <section className="rp-section rp-section--photos" aria-labelledby="rp-photos">
        <h2 id="rp-photos">{l.photos}</h2>
        <div className={two ? 'rp-visits rp-visits--two' : 'rp-visits'}>
          {report.visits.map((v, i) => (
            <figure key={v.id} className="rp-visit">
              <figcaption>{two ? `${i === 0 ? l.earlier : l.later} · ${days[i]}` : days[i]}</figcaption>
              {v.photos.length ? (
                <div className="rp-photos">
                  {v.photos.map((p, j) => (
                    <img
                      // biome-ignore lint/suspicious/noArrayIndexKey: a visit's photos keep their order and never change.
                      key={j}
                      src={p.url}
                      width={p.width}
                      height={p.height}
                      alt={`${l.photos} ${j + 1} · ${days[i]}`}
                      className="rp-photo"
                    />
                  ))}
                </div>
              ) : (
                <p className="rp-muted">{l.noPhotos}</p>
              )}
            </figure>
          ))}
        </div>
      </section>

      <section className="rp-section" aria-labelledby="rp-findings">
        <h2 id="rp-findings">{l.findings}</h2>
        {report.symptoms.length === 0 ? (
          <p className="rp-muted">{l.noFindings}</p>
        ) : (
          <table className="rp-table" data-testid="report-symptoms">
            <thead>
              <tr>
                <th scope="col">{l.symptom}</th>
                {two ? (
                  <>
                    <th scope="col">{l.before}</th>
                    <th scope="col">{l.after}</th>
                    <th scope="col">{l.change}</th>
                  </>
                ) : (
                  <th scope="col">{l.degree}</th>
                )}
              </tr>
            </thead>
            <tbody>
              {report.symptoms.map((s) => (
                <tr key={s.symptomKey}>
                  <th scope="row">{s.name}</th>
                  {report.visits.map((v, i) => (
                    <td key={v.id}>
                      {s.degrees[i] ? <Degree s={s} i={i} /> : <span className="rp-muted">{l.notFound}</span>}
                    </td>
                  ))}
                  {two && s.outcome && <td className={`rp-outcome rp-outcome--${s.outcome}`}>{l[s.outcome]}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      {described.length > 0 && (
        <section className="rp-section rp-section--texts" aria-labelledby="rp-texts">
          <h2 id="rp-texts">{l.care}</h2>
          {described.map((s) => (
            <div key={s.symptomKey} className="rp-symptom">
              <h3>{s.name}</h3>
              {s.description && (
                <p>
                  <strong>{l.about}: </strong>
                  {s.description}
                </p>
              )}
              {s.careSuggestions && (
                <p>
                  <strong>{l.care}: </strong>
                  {s.careSuggestions}
                </p>
              )}
            </div>
          ))}
        </section>
      )}

      <section className="rp-section" aria-labelledby="rp-programmes">
        <h2 id="rp-programmes">{l.programmes}</h2>
        {report.programmes.length === 0 ? (
          <p className="rp-muted">{l.noProgrammes}</p>
        ) : (
          <ul className="rp-programmes" data-testid="report-programmes">
            {report.programmes.map((p) => (
              <li key={`${p.typeName}:${p.name}`}>
                {p.imageUrl && <img src={p.imageUrl} alt="" className="rp-programme-img" />}
                <span>
                  <strong>{p.name}</strong>
                  {p.typeName && <span className="rp-muted"> · {p.typeName}</span>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
