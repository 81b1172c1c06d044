import { type Browser, type Page } from '@playwright/test';
import { MESSAGES } from '@reelbridge/shared';
import { apiSessionOf, DEMO, expect, expectNoSeriousViolations, signIn, submitDemoPaymentInfo, test } from './support';

// Long flows (a whole form, two users) on a shared machine.
test.describe.configure({ timeout: 120_000 });

/**
 * Creator payment information end to end against the fresh local stack: the demo creator submits the form with
 * a W-9, the admin reviews them (the numbers masked until a recorded Reveal) and approves or rejects the version
 * shown, and the creator's dashboard follows. Each test starts with a submission, so they work in any order.
 */

const W9_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj',
    'trailer<</Root 1 0 R>>',
    '%%EOF',
  ].join('\n'),
);

interface Submission {
  taxId: string;
  account: string;
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

/** The creator fills the whole payment form (with a W-9) and submits it; it is then pending. */
async function submitPaymentInfo(page: Page, { taxId, account }: Submission) {
  await page.goto('/creator/payment-info');
  await expect(page.getByRole('heading', { name: 'Payment information', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Payment information' });
  await expect(form).toBeVisible();

  const box = (name: string) => form.getByRole('textbox', { name, exact: true });
  await box('Legal first name').fill('Maya');
  await box('Legal last name').fill('Rivera');
  await box('Email').fill(DEMO.creator);
  await box('Phone number').fill('+1 323 555 0123');
  await form.getByRole('radio', { name: 'SSN' }).check();
  await box('Social Security number').fill(taxId);
  await form.getByLabel('Date of birth').fill('1994-03-18');
  await form.getByRole('combobox', { name: 'Tax classification' }).selectOption('Individual');

  await form.locator('input[type="file"]').setInputFiles({
    name: 'w9-maya.pdf',
    mimeType: 'application/pdf',
    buffer: W9_PDF,
  });
  await expect(form.getByText('w9-maya.pdf uploaded')).toBeVisible();

  await box('Bank name').fill('First Demo Bank');
  await form.getByRole('radio', { name: 'Checking' }).check();
  await box('Routing number').fill('021000021');
  await box('Account number').fill(account);
  await box('Confirm account number').fill(account);
  await box('Address line 1').fill('1 Sunset Blvd');
  await box('City').fill('Los Angeles');
  await box('State').fill('CA');
  await box('ZIP code').fill('90001');
  await expect(box('Country')).toHaveValue('US');
  await form.getByRole('checkbox', { name: 'I acknowledge the ACH agreement' }).check();
  await form.getByRole('button', { name: /Submit payment information|Resubmit payment information/ }).click();

  await expect(page.getByText('Payment information saved')).toBeVisible();
  await expect(page.getByText('under review — you can still update it')).toBeVisible();
  // Back to the dashboard after 2 s; the warning stays until an admin approves.
  await expect(page).toHaveURL(/\/creator\/dashboard$/, { timeout: 5000 });
  const banner = page.getByRole('region', { name: 'Payment setup' });
  await expect(banner).toContainText('Your payment information is under review');
  await expect(banner).toContainText('Pending');
}

/** The admin opens the payment detail of the demo creator from /admin/creators. */
async function openPaymentDetail(page: Page) {
  await page.goto('/admin/creators');
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Maya Rivera', exact: true }) });
  await expect(row.getByText('Pending')).toBeVisible();
  await row.getByRole('button', { name: 'View payment information of Maya Rivera' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment information: Maya Rivera' });
  await expect(dialog).toBeVisible();
  return { row, dialog };
}

test('the creator submits with a W-9, the admin reveals the whole numbers and approves, the warning goes', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO.creator);
  await expect(page).toHaveURL(/\/creator\/dashboard$/);
  // On a fresh stack the demo creator has no payment info: the dashboard warns and links to the form.
  const banner = page.getByRole('region', { name: 'Payment setup' });
  await expect(banner).toContainText('Not submitted');
  await banner.getByRole('link', { name: 'Add payment info' }).click();
  await expect(page).toHaveURL(/\/creator\/payment-info$/);
  await submitPaymentInfo(page, { taxId: '123-45-6789', account: '000123454321' });

  const admin = await newPage(browser);
  await signIn(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/admin$/);
  const { row, dialog } = await openPaymentDetail(admin);
  // Masked until the admin presses Reveal: tax id, routing and account number.
  await expect(dialog.getByText('****6789', { exact: true })).toBeVisible();
  await expect(dialog.getByText('****0021', { exact: true })).toBeVisible();
  await expect(dialog.getByText('****4321', { exact: true })).toBeVisible();
  await expect(dialog.getByText('123456789', { exact: true })).toHaveCount(0);
  await expect(dialog.getByText('000123454321', { exact: true })).toHaveCount(0);
  await expectNoSeriousViolations(admin, 'payment detail, masked');

  // Reveal: the whole numbers (tax id as digits only), and the reveal is on the record with who did it.
  const log = dialog.getByRole('region', { name: 'Payment details revealed' });
  await expect(log).not.toContainText(DEMO.admin);
  await dialog.getByRole('button', { name: 'Reveal numbers' }).click();
  await expect(dialog.getByText('123456789', { exact: true })).toBeVisible();
  await expect(dialog.getByText('000123454321', { exact: true })).toBeVisible();
  await expect(dialog.getByText('021000021', { exact: true })).toBeVisible();
  await expect(log).toContainText(DEMO.admin);
  await expectNoSeriousViolations(admin, 'payment detail, revealed');
  await dialog.getByRole('button', { name: 'Hide numbers' }).click();
  await expect(dialog.getByText('****4321', { exact: true })).toBeVisible();
  await expect(dialog.getByText('First Demo Bank')).toBeVisible();
  await expect(dialog.getByText('Mar 18, 1994')).toBeVisible();

  // The W-9: a short-lived link that opens in a new tab and serves the uploaded PDF.
  const w9 = dialog.getByRole('link', { name: /Open W-9/ });
  await expect(w9).toHaveAttribute('target', '_blank');
  const href = await w9.getAttribute('href');
  expect(href).toBeTruthy();
  const file = await admin.request.get(href!);
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 8).toString()).toBe('%PDF-1.4');

  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Payment information approved!')).toBeVisible();
  // The detail closes; the list's badge follows.
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Approved')).toBeVisible();
  await expect(row.getByText('Pending')).toHaveCount(0);
  await row.getByRole('button', { name: 'View payment information of Maya Rivera' }).click();
  await expect(dialog.getByText('Approved by Admin')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The creator's warning is gone; the form shows the approved status.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Maya Rivera!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Campaigns' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment setup' })).toHaveCount(0);
  await page.goto('/creator/payment-info');
  await expect(page.getByText('Your payment information is approved.')).toBeVisible();
  await admin.context().close();
});

test('the admin rejects with a reason; the creator sees it and resubmits, back to pending', async ({
  page,
  browser,
}) => {
  const reason = 'The routing number does not match the bank name';
  await signIn(page, DEMO.creator);
  await expect(page).toHaveURL(/\/creator\/dashboard$/);
  await submitPaymentInfo(page, { taxId: '987654321', account: '55550001' });

  const admin = await newPage(browser);
  await signIn(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/admin$/);
  const { row, dialog } = await openPaymentDetail(admin);
  await expect(dialog.getByText('****0001', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  const reasonBox = dialog.getByRole('textbox', { name: 'Reason for rejection' });
  await expect(reasonBox).toBeFocused();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Please give a reason for the rejection')).toBeVisible();
  await reasonBox.fill(reason);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(admin.getByText('Payment information rejected')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Rejected')).toBeVisible();
  await row.getByRole('button', { name: 'View payment information of Maya Rivera' }).click();
  await expect(dialog.getByText(reason)).toBeVisible();
  await admin.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The creator sees the reason on the dashboard and on the form, and resubmits.
  await page.reload();
  const banner = page.getByRole('region', { name: 'Payment setup' });
  await expect(banner).toContainText('Your payment information was rejected');
  await expect(banner).toContainText(reason);
  await banner.getByRole('link', { name: 'Resubmit payment info' }).click();
  // The dashboard's history quotes the reason too: the form's line is read once the form has replaced it.
  await expect(page).toHaveURL(/\/creator\/payment-info$/);
  await expect(page.getByText(`Reason: ${reason}`)).toBeVisible();
  await expect(page.getByText('you may resubmit')).toBeVisible();
  const form = page.getByRole('form', { name: 'Payment information' });
  // Prefilled, except the numbers that the API only shows masked.
  await expect(form.getByRole('textbox', { name: 'Bank name', exact: true })).toHaveValue('First Demo Bank');
  await expect(form.getByRole('textbox', { name: 'Account number', exact: true })).toHaveValue('');
  await expect(form.getByText(/On file: \*\*\*\*0001/)).toBeVisible();
  await form.getByRole('textbox', { name: 'Social Security number', exact: true }).fill('987654321');
  await form.getByRole('textbox', { name: 'Routing number', exact: true }).fill('011000015');
  await form.getByRole('textbox', { name: 'Account number', exact: true }).fill('55550001');
  await form.getByRole('textbox', { name: 'Confirm account number', exact: true }).fill('55550001');
  await form.getByRole('button', { name: 'Resubmit payment information' }).click();
  await expect(page.getByText('Payment information saved')).toBeVisible();
  await expect(page).toHaveURL(/\/creator\/dashboard$/, { timeout: 5000 });
  await expect(banner).toContainText('Pending');

  // The admin sees it pending again, with the new routing number (masked: its last 4 digits).
  await admin.reload();
  await expect(row.getByText('Pending')).toBeVisible();
  await row.getByRole('button', { name: 'View payment information of Maya Rivera' }).click();
  await expect(dialog.getByText('****0015', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Approve' })).toBeVisible();
  await admin.context().close();
});

test('the details change while the admin reviews them: the approval is refused, the detail reloads and says why', async ({
  page,
  browser,
  baseURL,
  consoleWatch,
}) => {
  // Expected in the console: the API refuses the approval of changed details.
  consoleWatch.expect(/status of 409 \(Conflict\)/);
  const creator = await apiSessionOf(browser, DEMO.creator, baseURL!);
  try {
    await submitDemoPaymentInfo(creator, '11112222');
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/admin$/);
    const { row, dialog } = await openPaymentDetail(page);
    await expect(dialog.getByText('****2222', { exact: true })).toBeVisible();

    // The creator changes the account while the admin looks at the old one.
    await submitDemoPaymentInfo(creator, '33334444');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('Payment details changed');
    await expect(alert).toContainText(MESSAGES.paymentInfoChanged);
    await expect(alert).toBeFocused();
    await expect(dialog.getByText('****4444', { exact: true })).toBeVisible();
    await expect(page.getByText('Payment information approved!')).toHaveCount(0);
    await expect(row.getByText('Pending')).toBeVisible();
    await expectNoSeriousViolations(page, 'payment detail, changed meanwhile');

    // Reviewed again: the approval is of the details now shown.
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Payment information approved!')).toBeVisible();
    await expect(row.getByText('Approved')).toBeVisible();
  } finally {
    await creator.close();
  }
});
