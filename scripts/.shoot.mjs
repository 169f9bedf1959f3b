// scratch (not committed): screenshots with a robust sign-in
import { createRequire } from 'node:module';
const require = createRequire(`${process.cwd()}/`);
const { chromium } = require('@playwright/test');
const [base, who, ...pairs] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await (await browser.newContext({ viewport: { width: Number(process.env.W ?? 1440), height: 900 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' })).newPage();
page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
page.on('response', (r) => r.status() >= 400 && console.log('HTTP', r.status(), r.url()));
if (who !== '-') {
  const [email, password] = who.split(':');
  await page.goto(base + '/');
  await page.getByPlaceholder('E-mail').fill(email);
  await page.getByPlaceholder('Senha').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Bem-vindo(a)').first().waitFor();
}
for (let i = 0; i < pairs.length; i += 2) {
  const [url, action] = pairs[i].split('|');
  await page.goto(base + url, { waitUntil: 'networkidle' });
  if (action) for (const a of action.split(';')) { const [kind, arg] = a.split('='); if (kind === 'click') await page.getByRole('button', { name: arg }).first().click(); if (kind==='wait') await page.waitForTimeout(Number(arg)); }
  await page.waitForTimeout(400);
  await page.screenshot({ path: pairs[i + 1], fullPage: true });
  console.log(url, '->', pairs[i + 1]);
}
await browser.close();
