// "Skip to main content": the first tab stop of every console page; moves focus to <main> without changing
// the address (a #main fragment would count as a navigation).
import type { MouseEvent } from 'react';

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

export function SkipLink() {
  return (
    <a className="skip-link" href="#main" onClick={skipToMain}>
      Skip to main content
    </a>
  );
}
