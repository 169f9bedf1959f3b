import { expect, type Locator, type Page } from '@playwright/test';

import { PORT } from '../playwright.config.ts';

/** The API's address: the portal's own origin. */
export const API = `http://localhost:${PORT}`;
export const ADMIN = { email: 'admin@demo.com.br', password: 'demo1234', name: 'Ana Paula Ribeiro' };
export const MANAGER = { email: 'gestor@demo.com.br', password: 'demo1234', name: 'Carlos Eduardo Lima' };

/**
 * Signs in as the login screen does, without typing: the session the API answers for these credentials is stored
 * where the portal keeps it, and the page opens `path` (the welcome panel by default) signed in. The login form
 * itself is tested in login-and-shell.spec.ts; through it, a sign-in cost each test about a second more.
 */
export async function signIn(
  page: Page,
  user: { email: string; password: string; name: string },
  path = '/',
): Promise<void> {
  const response = await page.request.post('/v1/identity/connect/token', {
    data: { email: user.email, password: user.password },
  });
  expect(response.ok(), `sign-in of ${user.email}`).toBe(true);
  const session = { ...((await response.json()) as { data: object }).data, isLogged: true };
  // Stored before the portal's first script runs, once per tab (a later sign-out must stay signed out): cheaper
  // than opening a page of the origin first to write there. The key is this sign-in's own, so a second signIn in
  // the same test still takes effect.
  const once = `e2e-signed-in-${Math.random()}`;
  await page.addInitScript(
    ({ stored, key }) => {
      if (location.origin === 'null' || sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
      localStorage.setItem('session', JSON.stringify(stored));
    },
    { stored: session, key: once },
  );
  await page.goto(path);
  if (path === '/')
    await expect(page.getByRole('heading', { name: `Bem-vindo(a) ${user.name}!` })).toBeVisible();
  else await expect(page.getByRole('main')).toBeVisible();
}

export interface StoredSession {
  isLogged: boolean;
  accessToken: string;
  refreshToken: string;
  expiresIn: string;
  userData: { profile: string; firstName: string; lastName?: string };
}

export async function readStoredSession(page: Page): Promise<StoredSession | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('session');
    return raw ? (JSON.parse(raw) as StoredSession) : null;
  });
}

export async function patchStoredSession(page: Page, patch: Partial<StoredSession>) {
  await page.evaluate((p) => {
    const session = JSON.parse(localStorage.getItem('session') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('session', JSON.stringify({ ...session, ...p }));
  }, patch);
}

/** The toast with this text (react-hot-toast renders role="status" with aria-live). */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('[role="status"][aria-live]').filter({ hasText: text });

/** Signs in through the API (for setting a password back after a test changed it). */
export async function apiToken(email: string, password: string): Promise<string> {
  const response = await fetch(`${API}/v1/identity/connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

export async function apiChangePassword(email: string, from: string, to: string) {
  const token = await apiToken(email, from);
  const response = await fetch(`${API}/v1/identity/account/change-current-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ currentPassword: from, password: to, passwordConfirmation: to }),
  });
  expect(response.ok).toBe(true);
}

/** The client the demo Manager manages: the one client the API offers them. */
export async function managerClientId(): Promise<number> {
  const token = await apiToken(MANAGER.email, MANAGER.password);
  const response = await fetch(`${API}/v1/backoffice/clients/all`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [own] = ((await response.json()) as { data: Array<{ value: number }> }).data;
  if (!own) throw new Error('the demo Manager manages no client');
  return own.value;
}

/**
 * The reset link of the e-mail that `request` makes the API send to `email`: the API's mail queue sends it a
 * moment after the request answered, so this waits for a new message in the dev outbox.
 */
export async function resetLinkSentBy(email: string, request: () => Promise<unknown>): Promise<string> {
  const outbox = async () =>
    (
      (await (await fetch(`${API}/v1/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
        data: Array<{ id: number; body: string }>;
      }
    ).data;
  const before = new Set((await outbox()).map((mail) => mail.id));
  await request();
  let body = '';
  await expect
    .poll(
      async () => {
        body = (await outbox()).find((mail) => !before.has(mail.id))?.body ?? '';
        return body !== '';
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return /https?:\/\/[^\s"']+\/reset-password\/[A-Za-z0-9_-]+/.exec(body)?.[0] ?? '';
}

/**
 * A date ('YYYY-MM-DD') or date and time ('YYYY-MM-DDTHH:mm') as a person types it in the portal's inputs,
 * dd/mm/aaaa hh:mm whatever the browser's language.
 *
 * @example typedMoment('2030-12-15T18:30') // '15/12/2030 18:30'
 */
export function typedMoment(value: string): string {
  const [, year, month, day, time] = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}:\d{2}))?/.exec(value) ?? [];
  if (!year) throw new Error(`typedMoment: "${value}" is not YYYY-MM-DD[THH:mm]`);
  return `${day}/${month}/${year}${time ? ` ${time}` : ''}`;
}

/**
 * A row's action by its verb and the row's name ('Apagar', 'Transportes Sul'): its inline button or link
 * ("Apagar Transportes Sul", "Motoristas de Transportes Sul"), or else the item of the row's "Mais ações" menu, which this opens.
 */
export async function rowAction(row: Locator, verb: string, name: string): Promise<Locator> {
  // A link to the row's related records reads "Motoristas de Transportes Sul".
  const inline = row
    .getByLabel(`${verb} ${name}`, { exact: true })
    .or(row.getByLabel(`${verb} de ${name}`, { exact: true }));
  const more = row.getByRole('button', { name: `Mais ações ${name}`, exact: true });
  await expect(inline.or(more).first()).toBeVisible();
  if ((await inline.count()) > 0) return inline;
  const menu = row.page().getByRole('menu');
  if (!(await menu.isVisible())) await more.click();
  // A refused item is named by its verb and the reason ("Iniciar Não é possível iniciar…").
  return menu.getByRole('menuitem', { name: new RegExp(`^${verb}( |$)`) });
}

/** Presses a row's action, inline or in its "Mais ações" menu (see rowAction). */
export async function clickRowAction(row: Locator, verb: string, name: string): Promise<void> {
  await (await rowAction(row, verb, name)).click();
}

/** A row action its record's state refuses: greyed with the reason, inline (its tooltip) or in the menu. */
export async function expectRowActionRefused(action: Locator, reason: string): Promise<void> {
  if ((await action.getAttribute('role')) === 'menuitem') {
    await expect(action).toHaveAttribute('aria-disabled', 'true');
    await expect(action).toContainText(reason);
  } else {
    await expect(action).toBeDisabled();
    await expect(action).toHaveAttribute('title', reason);
  }
}
