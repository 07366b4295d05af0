import { screen } from '@testing-library/react';
import { renderPage } from '../../../test/render';
import { PostBody } from './PostBody';

const content = [
  '# Skipped title',
  '## Getting started',
  'Plan **carefully** and *iterate*.',
  '',
  '### Checklist',
  '- **Data** mapped',
  '- Owners named',
  'Never trust <script>window.hacked = true</script> or <b>markup</b> in content.',
].join('\n');

describe('PostBody', () => {
  it('renders headings, bullets and paragraphs with bold and italic', async () => {
    await renderPage(<PostBody content={content} />);
    expect(screen.queryByText('Skipped title')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Getting started' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Checklist' })).toBeInTheDocument();
    expect(screen.getByText('carefully').tagName).toBe('STRONG');
    expect(screen.getByText('iterate').tagName).toBe('EM');
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Data mapped', 'Owners named']);
    expect(screen.getByText('Data').tagName).toBe('STRONG');
  });

  it('shows HTML and scripts in the content as text, never as elements', async () => {
    const { container } = await renderPage(<PostBody content={content} />);
    expect(
      screen.getByText(
        'Never trust <script>window.hacked = true</script> or <b>markup</b> in content.',
      ),
    ).toBeInTheDocument();
    expect(container.querySelector('script, b')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });
});
