import { expect, test, type Page } from '@playwright/test';
import { layoutShiftSoFar } from '../layout-shift';

const region = (page: Page, name: string) => page.getByRole('region', { name });
const cardTitles = (page: Page, section: string) =>
  region(page, section).getByRole('heading', { level: 3 });
const expectLink = (page: Page, name: string, href: string) =>
  expect(page.getByRole('link', { name })).toHaveAttribute('href', href);

test('Home: hero, four value cards, three industries with pictures, closing call to action', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('SaaS');
  await expect(cardTitles(page, 'Technology That Works as Hard as You Do')).toHaveText([
    'Cost-Effective CRM',
    'Digital Transformation',
    'Salesforce Solutions',
    'Industry Expertise',
  ]);

  const industries = region(page, 'Industries We Serve');
  await industries.scrollIntoViewIfNeeded();
  await expect(industries.getByRole('link')).toHaveText(['Healthcare', 'Finance', 'Compliance']);
  const pictures = industries.getByRole('img');
  await expect(pictures).toHaveCount(3);
  for (const picture of await pictures.all()) {
    await expect(picture).toHaveAttribute('width', '640');
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }

  await expectLink(page, 'Request Free Consultation', '/contact');
  await page.getByRole('link', { name: 'Explore Salesforce Solutions' }).click();
  await expect(page).toHaveURL('/salesforce');
});

test('a picture that fails to load is replaced by the placeholder', async ({ page }) => {
  await page.route('**/assets/industry-finance*', (route) => route.abort());
  await page.goto('/');
  const finance = region(page, 'Industries We Serve').getByRole('img', { name: /bar chart/ });
  await finance.scrollIntoViewIfNeeded();
  await expect(finance).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  await expect(finance).toBeVisible();
});

test('About: Our Story, five reasons and the four values', async ({ page }) => {
  await page.goto('/about');
  await expect(region(page, 'Our Story')).toBeVisible();
  await expect(region(page, 'Why Choose Us').getByRole('listitem')).toHaveCount(5);
  await expect(cardTitles(page, 'Our Values')).toHaveText([
    'Mission Driven',
    'Innovation First',
    'Client Focused',
    'Quality Excellence',
  ]);
});

test('HealthCare: six solutions, six benefits and a quote button', async ({ page }) => {
  await page.goto('/healthcare');
  await expect(cardTitles(page, 'Our Healthcare Solutions')).toHaveCount(6);
  await expect(region(page, 'Benefits for Your Organisation').getByRole('listitem')).toHaveCount(6);
  await page.getByRole('link', { name: 'Get a Free Quote' }).click();
  await expect(page).toHaveURL('/contact');
});

test('Finance: six solutions, the SOX, PCI DSS and GDPR Ready badges, and a quote button', async ({
  page,
}) => {
  await page.goto('/finance');
  await expect(cardTitles(page, 'Our Financial Solutions')).toHaveCount(6);
  const badges = region(page, 'Built for Compliance').getByRole('listitem');
  await expect(badges).toHaveCount(3);
  await expect(badges).toContainText(['SOX', 'PCI DSS', 'GDPR Ready']);
  await expectLink(page, 'Get a Free Quote', '/contact');
});

test('Compliance: six solutions, four industries and a quote button', async ({ page }) => {
  await page.goto('/compliance');
  await expect(cardTitles(page, 'Our Compliance Solutions')).toHaveCount(6);
  await expect(cardTitles(page, 'Industries We Support')).toHaveText([
    'Healthcare',
    'Financial Services',
    'Manufacturing',
    'Technology',
  ]);
  await expectLink(page, 'Get a Free Quote', '/contact');
});

test('Salesforce: six services, six clouds, four reasons and a start button', async ({ page }) => {
  await page.goto('/salesforce');
  await expect(cardTitles(page, 'Our Salesforce Services')).toHaveCount(6);
  await expect(cardTitles(page, 'Salesforce Products We Work With')).toHaveText([
    'Sales Cloud',
    'Service Cloud',
    'Marketing Cloud',
    'Commerce Cloud',
    'Community Cloud',
    'Analytics Cloud',
  ]);
  await expect(cardTitles(page, 'Why Choose Us for Salesforce')).toHaveCount(4);
  await expectLink(page, 'Start Your Salesforce Journey', '/contact');
});

for (const [path, sections] of [
  ['/privacy-policy', 6],
  ['/cookies-policy', 5],
] as const) {
  test(`${path}: last updated January 2024, its sections and the privacy contact`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByText('Last updated: January 2024')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(sections);
    await expectLink(page, 'hello@elevatesaas.co.uk', 'mailto:hello@elevatesaas.co.uk');
  });
}

test.describe('layout stability', () => {
  for (const path of ['/', '/about', '/finance', '/privacy-policy']) {
    test(`${path} arrives without shifting what is on screen`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const total = await layoutShiftSoFar(page);
      expect(total).toBeLessThanOrEqual(0.02);
    });
  }
});
