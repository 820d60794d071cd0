// The duty check's answer: the working step by step in the visitor's units, the site value, and each of our
// tires of the chosen size against it, type by type (SPEC §3's compound Types 2, 4 and 6).
import { Link } from 'react-router-dom';
import type { DutyTire } from '../../contract/duty';
import { DUTY_FIELDS, DUTY_LABELS, DUTY_UNITS } from '../../lib/duty/duty-form';
import { checkRating, TKPH_PER_TMPH, type DutyInput, type DutyResult } from '../../lib/duty/tkph';
import { formatDecimal } from '../../lib/units';
import { paths } from '../../routing/paths';

const TYPES = [
  { key: '2', label: 'Type 2' },
  { key: '4', label: 'Type 4' },
  { key: '6', label: 'Type 6' },
] as const;

const n1 = (v: number) => formatDecimal(Math.round(v * 10) / 10);
const n2 = (v: number) => formatDecimal(Math.round(v * 100) / 100);

/** A tire's rating in the answer's measure; a catalog may give only the other one, converted then (1.46). */
function ratingOf(tire: DutyTire, type: '2' | '4' | '6', measure: DutyResult['measure']): number | null {
  const own = tire[`PC_${type}S_${measure}`];
  if (own !== null) return own;
  const other = tire[`PC_${type}S_${measure === 'TKPH' ? 'TMPH' : 'TKPH'}`];
  if (other === null) return null;
  return Math.floor(measure === 'TKPH' ? other * TKPH_PER_TMPH : other / TKPH_PER_TMPH);
}

function Working({ result }: { result: DutyResult }) {
  const us = result.unit === 'US';
  const [load, speed] = us ? ['short tons', 'mph'] : ['t', 'km/h'];
  const ambient = `${n1(result.ambientC)} °C`;
  return (
    <table className="duty-working">
      <caption>How the site {result.measure} is worked out</caption>
      <tbody>
        <tr>
          <th scope="row">Mean tire load: (loaded + empty) ÷ 2</th>
          <td>
            {n2(result.meanLoad)} {load}
          </td>
        </tr>
        <tr>
          <th scope="row">Average speed: 2 × haul × trips ÷ shift hours</th>
          <td>
            {n2(result.speed)} {speed}
          </td>
        </tr>
        <tr>
          <th scope="row">Mean load × average speed</th>
          <td>{n1(result.basic)}</td>
        </tr>
        <tr>
          <th scope="row">Temperature factor at {ambient}</th>
          <td>× {n2(result.temperatureFactor)}</td>
        </tr>
        <tr>
          <th scope="row">Length factor for a {n1(result.cycleKm)} km round trip</th>
          <td>× {n2(result.lengthFactor)}</td>
        </tr>
        <tr className="duty-working__total">
          <th scope="row">Site {result.measure}</th>
          <td>{formatDecimal(result.site)}</td>
        </tr>
      </tbody>
    </table>
  );
}

function Cell({ rating, site }: { rating: number | null; site: number }) {
  if (rating === null) return <td>—</td>;
  const check = checkRating(rating, site);
  return (
    <td className={check.passes ? 'duty-pass' : 'duty-fail'}>
      {formatDecimal(rating)}{' '}
      <span className="duty-verdict">{check.passes ? '✓ passes' : `✗ ${formatDecimal(-check.margin)} short`}</span>
    </td>
  );
}

/** "RH-4A+ 2* (Type 2, Type 4)": what of a tire passes. */
function passingTypes(tire: DutyTire, result: DutyResult): string[] {
  return TYPES.filter((t) => {
    const r = ratingOf(tire, t.key, result.measure);
    return r !== null && r >= result.site;
  }).map((t) => t.label);
}

function Verdict({ tires, tireId, result }: { tires: readonly DutyTire[]; tireId: number | null; result: DutyResult }) {
  const chosen = tires.find((t) => t.tire_size_id === tireId) ?? null;
  const others = tires.filter((t) => t !== chosen && passingTypes(t, result).length > 0);
  const name = (t: DutyTire) => `${t.pattern_name} ${t.size} ${t.ply_rating}`;
  return (
    <ul className="duty-verdicts">
      {chosen ? (
        <li>
          {passingTypes(chosen, result).length > 0
            ? `${name(chosen)} passes as ${passingTypes(chosen, result).join(', ')}.`
            : `${name(chosen)} is not rated for this duty in any compound type.`}
        </li>
      ) : null}
      <li>
        {others.length === 0
          ? `No ${chosen ? 'other ' : ''}tire of ours in ${tires[0]?.size ?? 'this size'} passes.`
          : `${chosen ? 'Other tires' : 'Tires'} of ours in this size that pass: ${others.map((t) => `${name(t)} (${passingTypes(t, result).join(', ')})`).join('; ')}.`}
      </li>
    </ul>
  );
}

function TireTable({ tires, tireId, result }: { tires: readonly DutyTire[]; tireId: number | null; result: DutyResult }) {
  return (
    <div className="duty-tires" role="region" aria-labelledby="duty-tires-caption" tabIndex={0}>
      <table>
        <caption id="duty-tires-caption">
          Our tires in {tires[0]?.size} against a site {result.measure} of {formatDecimal(result.site)}
        </caption>
        <thead>
          <tr>
            <th scope="col">Tire</th>
            <th scope="col">TRA code</th>
            {TYPES.map((t) => (
              <th key={t.key} scope="col">
                {t.label} ({result.measure})
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tires.map((tire) => (
            <tr key={tire.tire_size_id} className={tire.tire_size_id === tireId ? 'duty-tires__chosen' : undefined}>
              <th scope="row">
                <Link to={paths.tireDetails({ tireId: tire.tire_size_id })}>
                  {tire.pattern_name} {tire.size} {tire.ply_rating}
                </Link>
                {tire.tire_size_id === tireId ? <span className="duty-tires__yours"> (your tire)</span> : null}
              </th>
              <td>{tire.tra_code}</td>
              {TYPES.map((t) => (
                <Cell key={t.key} rating={ratingOf(tire, t.key, result.measure)} site={result.site} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Inputs({ input }: { input: DutyInput }) {
  const u = DUTY_UNITS[input.unit];
  const parts = DUTY_FIELDS.map((f) => `${DUTY_LABELS[f]}: ${formatDecimal(input[f])}${u[f] ? ` ${u[f]}` : ''}`);
  return <p className="duty-answer__inputs">{parts.join('; ')}.</p>;
}

interface Props {
  input: DutyInput;
  result: DutyResult;
  size: string;
  tires: readonly DutyTire[] | undefined;
  tireId: number | null;
}

export function DutyAnswer({ input, result, size, tires, tireId }: Props) {
  return (
    <section className="duty-answer" aria-labelledby="duty-answer-title">
      <h2 id="duty-answer-title" tabIndex={-1}>
        Site {result.measure}: {formatDecimal(result.site)}
      </h2>
      <Inputs input={input} />
      <p>A tire fits this duty when its rated {result.measure} is at least {formatDecimal(result.site)}.</p>
      <Working result={result} />
      {!size ? (
        <p>Choose a tire size above to see which of our tires in it pass.</p>
      ) : !tires ? (
        <p>Loading our tires in {size}…</p>
      ) : tires.length === 0 ? (
        <p>None of our tires in {size} carries a {result.measure} rating.</p>
      ) : (
        <>
          <Verdict tires={tires} tireId={tireId} result={result} />
          <TireTable tires={tires} tireId={tireId} result={result} />
        </>
      )}
    </section>
  );
}
