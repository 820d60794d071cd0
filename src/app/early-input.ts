// What a visitor does on a server-rendered page before the app has started. The page shows its buttons and
// fields at once, but the loader (src/boot.ts) starts the scripts after the first paint and a phone may take
// a second or two to hydrate. Until then nothing listens to the buttons, a form's submit button would have
// the browser send the form itself (a GET to the page's URL, the visitor's details in the address), and
// hydration puts a field's value back to the app's (typed text lost). So until <html data-app-ready>:
// - presses on buttons, tabs, check boxes and radio buttons, and form submissions, are held in order (the
//   browser's own effect, a box ticked or a form sent, is stopped, so the page stays as the app knows it);
// - what is typed or picked in a text field or a list is noted;
// then, once the app has started, the fields get their noted values through the app's own handlers and the
// held presses are carried out, one task each, as if the visitor had done it all a moment later.

/** Controls that do nothing, or something the app must do instead, without the app. Links work on their own. */
const PRESSABLE =
  'button, [role="button"], [role="tab"], input[type="submit"], input[type="button"], input[type="checkbox"], input[type="radio"]';
const READY = 'data-app-ready';

type TextField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isTextField = (el: EventTarget | null): el is TextField =>
  el instanceof HTMLTextAreaElement ||
  el instanceof HTMLSelectElement ||
  (el instanceof HTMLInputElement && !['checkbox', 'radio', 'submit', 'button', 'file'].includes(el.type));

/** Gives `field` the noted value the way a visitor would, so the app's change handlers see it. */
function restoreField(field: TextField, noted: string): void {
  if (!field.isConnected || field.disabled) return;
  // Hydration may have left the typed text on screen while the app's state holds its own value: the app
  // must hear of it all the same. React reports a change only when the value differs from the last one it
  // noted, which it notes through the element's own setter: note another one there, then set the value
  // through the prototype's setter, as typing does.
  if (!(field instanceof HTMLSelectElement)) field.value = `${noted}\u0000`;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  setter?.call(field, noted);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Carries out `presses` in order, one task each: the app's state from one settles before the next. */
function replayInTurn(presses: (() => void)[]): void {
  const next = presses.shift();
  if (!next) return;
  setTimeout(() => {
    next();
    replayInTurn(presses);
  }, 0);
}

/** Starts watching `doc` for early input; returns a function that stops (and drops what was held). */
export function holdEarlyInput(doc: Document): () => void {
  const html = doc.documentElement;
  const ready = () => html.hasAttribute(READY);
  const inApp = (el: Element) => doc.getElementById('root')?.contains(el) ?? false;
  const presses: (() => void)[] = [];
  let lastPressed: EventTarget | null = null;
  const noted = new Map<TextField, string>();

  const hold = (event: Event, target: EventTarget, replay: () => void) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    // A second tap on the same button at once (on a page that seems stuck) is not a second request; a box
    // ticked twice is.
    const toggle = target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio');
    if (target === lastPressed && !toggle) return;
    lastPressed = target;
    presses.push(replay);
  };
  const onClick = (event: MouseEvent) => {
    if (ready() || !(event.target instanceof Element)) return;
    const control = event.target.closest<HTMLElement>(PRESSABLE);
    if (!control || !inApp(control)) return;
    hold(event, control, () => {
      if (control.isConnected) control.click();
    });
  };
  const onSubmit = (event: SubmitEvent) => {
    if (ready() || !(event.target instanceof HTMLFormElement)) return;
    const form = event.target;
    const submitter = event.submitter instanceof HTMLElement && form.contains(event.submitter) ? event.submitter : null;
    hold(event, form, () => {
      if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : undefined);
    });
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if (ready() || !isTextField(field) || !inApp(field)) return;
    noted.set(field, field.value);
    lastPressed = null; // typing between two taps makes them two presses
  };

  const events: [string, EventListener][] = [
    ['click', onClick as EventListener],
    ['submit', onSubmit as EventListener],
    ['input', onInput],
    ['change', onInput],
  ];
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    const fields = [...noted];
    const replays = presses.splice(0);
    stop();
    for (const [field, value] of fields) restoreField(field, value);
    replayInTurn(replays);
  });
  function stop() {
    presses.length = 0;
    noted.clear();
    observer.disconnect();
    for (const [type, listener] of events) doc.removeEventListener(type, listener, true);
  }
  if (ready()) return stop;
  observer.observe(html, { attributes: true, attributeFilter: [READY] });
  for (const [type, listener] of events) doc.addEventListener(type, listener, true);
  return stop;
}
