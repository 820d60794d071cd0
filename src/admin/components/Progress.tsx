// A long action's progress (an upload, a check running on the server): a labelled <progress>, determinate
// with `value` (0..1) or indeterminate with null, and its text. Not a live region (it would speak every
// percent): announce the outcome with an Alert.
export function Progress({ label, value, detail }: { label: string; value: number | null; detail?: string }) {
  const percent = value === null ? null : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className="console-progress">
      <span className="console-progress__label">
        {label}
        {percent === null ? '…' : ` ${percent}%`}
        {detail ? <span className="console-progress__detail"> {detail}</span> : null}
      </span>
      <progress aria-label={label} max={100} value={percent ?? undefined} />
    </div>
  );
}
