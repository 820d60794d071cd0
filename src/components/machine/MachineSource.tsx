// Where a machine's figures come from (issue 23): a web address as a link naming its host, other text as it is. A
// sample row's source only shows the machine exists: its host named, not linked (some are copies on other hosts).
export function MachineSource({ source, sample }: { source: string; sample: boolean }) {
  let host: string | null = null;
  try {
    const url = new URL(source);
    if (url.protocol === 'https:' || url.protocol === 'http:') host = url.hostname.replace(/^www\./, '');
  } catch {
    host = null;
  }
  if (!host) return <>{source}</>;
  if (sample) return <>{`${host} (the machine only)`}</>;
  return (
    <a href={source} rel="nofollow noopener noreferrer" target="_blank">
      {host}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
