// What a visitor does on a server-rendered page before the app has started (src/app/early-input.ts): presses
// held, not lost and not carried out by the browser itself, typed text kept; all of it carried out once on the
// started page, through the app's own handlers.
import { holdEarlyInput } from '../../src/app/early-input';

let stop: () => void = () => {};

beforeEach(() => {
  // The replays run one task each: fake timers run them all, in order (a real 20 ms pause ended before the
  // second one when the machine was busy).
  jest.useFakeTimers();
  document.documentElement.removeAttribute('data-app-ready');
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="menu">Menu</button>
      <form id="form">
        <input name="email" id="email" />
        <select name="country" id="country"><option value="">-</option><option value="CA">Canada</option></select>
        <input type="checkbox" name="attach" id="attach" />
        <button id="send">Submit</button>
      </form>
    </div>
    <button type="button" id="outside">Outside</button>`;
  stop = holdEarlyInput(document);
});
afterEach(() => {
  stop();
  jest.useRealTimers();
});

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const appStarted = async () => {
  document.documentElement.setAttribute('data-app-ready', '');
  await Promise.resolve(); // the mutation observer (a microtask queued by the change)
  jest.runAllTimers(); // then the replays
};
const type = (id: string, value: string) => {
  const field = byId<HTMLInputElement | HTMLSelectElement>(id);
  field.value = value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
};

it('holds a press on a button until the app has started, then carries it out once', async () => {
  const presses: string[] = [];
  byId('menu').click();
  byId('menu').click(); // a double tap
  byId('menu').addEventListener('click', () => presses.push('menu')); // the app's handler, after hydration
  expect(presses).toEqual([]);
  await appStarted();
  expect(presses).toEqual(['menu']);
  byId('menu').click(); // from now on a press goes straight through
  expect(presses).toEqual(['menu', 'menu']);
});

it('stops the browser ticking a box or sending a form, and carries both out in order once the app has started', async () => {
  const seen: string[] = [];
  let browserWouldSend = 0;
  // On the window, after the document's capture phase: it sees whether the browser would still send.
  const browserSubmit = (event: Event) => {
    if (!event.defaultPrevented) browserWouldSend += 1;
  };
  window.addEventListener('submit', browserSubmit);
  byId('attach').click();
  expect(byId<HTMLInputElement>('attach').checked).toBe(false); // the page stays as the app knows it
  byId<HTMLFormElement>('form').requestSubmit(); // Enter in the email field
  expect(browserWouldSend).toBe(0);

  byId('attach').addEventListener('click', (event) => seen.push(`attach ${(event.target as HTMLInputElement).checked}`));
  byId('form').addEventListener('submit', (event) => {
    event.preventDefault();
    seen.push('submit');
  });
  await appStarted();
  expect(seen).toEqual(['attach true', 'submit']);
  window.removeEventListener('submit', browserSubmit);
});

it('gives the fields what was typed and picked through the app’s handlers, before the held submission', async () => {
  type('email', 'ada@quarry.example');
  type('country', 'CA');
  byId('send').click();
  // Hydration puts the app's values back.
  byId<HTMLInputElement>('email').value = '';
  byId<HTMLSelectElement>('country').value = '';
  const seen: string[] = [];
  byId('email').addEventListener('input', (event) => seen.push(`email ${(event.target as HTMLInputElement).value}`));
  byId('country').addEventListener('change', (event) => seen.push(`country ${(event.target as HTMLSelectElement).value}`));
  byId('form').addEventListener('submit', (event) => {
    event.preventDefault();
    seen.push(`submit ${byId<HTMLInputElement>('email').value}`);
  });
  await appStarted();
  expect(seen).toEqual(['email ada@quarry.example', 'country CA', 'submit ada@quarry.example']);
});

it('leaves presses outside the app alone, and drops a press whose button hydration replaced', async () => {
  const outside = jest.fn();
  byId('outside').addEventListener('click', outside);
  byId('outside').click();
  expect(outside).toHaveBeenCalledTimes(1);

  const menu = byId('menu');
  menu.click();
  const replaced = jest.fn();
  menu.addEventListener('click', replaced);
  menu.remove();
  await appStarted();
  expect(replaced).not.toHaveBeenCalled();
});

it('holds nothing on a page whose app had already started', () => {
  stop();
  document.documentElement.setAttribute('data-app-ready', '');
  stop = holdEarlyInput(document);
  const menu = jest.fn();
  byId('menu').addEventListener('click', menu);
  byId('menu').click();
  expect(menu).toHaveBeenCalledTimes(1);
});
