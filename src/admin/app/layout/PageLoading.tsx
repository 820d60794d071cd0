// Shown while a page's chunk loads.
export function PageLoading() {
  return (
    <p className="console-loading" role="status">
      Loading…
    </p>
  );
}
