import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from './support';

// Two users and uploads on a shared machine.
test.describe.configure({ timeout: 120_000 });

/** A 1×1 PNG, so that the thumbnail the admin sees is a real image. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GUIDE_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj',
    'trailer<</Root 1 0 R>>',
    '%%EOF',
  ].join('\n'),
);

/** The page reads at a phone's and a desktop's width: nothing scrolls sideways; the screenshots go with the output. */
async function readableAt(page: Page, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), {
        message: `${name} at ${width} px scrolls sideways`,
      })
      .toBe(true);
    await test.info().attach(`${name}-${width}.png`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  }
}

/**
 * The brand profile (docs/brand-profile.md) against the fresh local stack: the demo brand's owner opens Brand profile,
 * edits the brand voice, uploads a product photo and a style guide and saves; an admin then opens that brand's page
 * from Brands and sees the new voice, the photo as a thumbnail and the style guide to download.
 */
test('the owner edits the brand profile and the agency sees it on the brand page', async ({ page, browser }) => {
  const tone = `Warm and witty ${Date.now()}`;
  await signIn(page, DEMO.brand);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin/brand-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Brand profile' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit brand profile' });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: 'Tone', exact: true }).fill(tone);
  await form.getByRole('textbox', { name: "Do's", exact: true }).fill('Show the product in daylight');
  await form.locator('input[type="file"][name="product-photos"]').setInputFiles({
    name: 'serum-shot.png',
    mimeType: 'image/png',
    buffer: PIXEL_PNG,
  });
  await expect(form.getByRole('list', { name: 'Product photos: uploaded files' })).toBeVisible();
  await form.locator('input[type="file"][name="style-guides"]').setInputFiles({
    name: 'acme-style-guide.pdf',
    mimeType: 'application/pdf',
    buffer: GUIDE_PDF,
  });
  await expect(form.getByRole('list', { name: 'Style guide: uploaded files' })).toContainText('acme-style-guide.pdf');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form).toBeHidden();
  const voice = page.getByRole('region', { name: 'Brand voice' });
  await expect(voice.getByText(tone)).toBeVisible();
  await readableAt(page, 'brand-profile');

  // The agency's page of the brand, opened from the brands table.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await context.newPage();
  await signIn(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto('/admin/brands');
  await admin.getByRole('link', { name: 'Acme Beauty', exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/brands\/[^/]+$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Acme Beauty' })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Brand voice' }).getByText(tone)).toBeVisible();
  await expect(admin.getByText('Show the product in daylight')).toBeVisible();

  const files = admin.getByRole('region', { name: 'Files', exact: true });
  const photo = files.getByRole('img', { name: 'Product photo: serum-shot.png' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  const guide = files.getByRole('link', { name: 'Download acme-style-guide.pdf' });
  await expect(guide).toBeVisible();
  // A private file: a presigned address the bucket serves.
  const href = await guide.getAttribute('href');
  expect(href).toContain('X-Amz-Signature');
  const download = await admin.request.get(href!);
  expect(download.status()).toBe(200);
  expect((await download.body()).subarray(0, 8).toString()).toBe('%PDF-1.4');

  await expect(admin.getByRole('link', { name: 'Team', exact: true })).toHaveAttribute('href', /\/team$/);
  await expect(admin.getByRole('region', { name: 'Products' })).toBeVisible();
  await readableAt(admin, 'brand-page');
  await context.close();
});
