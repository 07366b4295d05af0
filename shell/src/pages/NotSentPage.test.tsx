import { notSentPath } from '@site/contracts/federation';
import { screen, within } from '@testing-library/react';
import { renderRoutes } from '../../../test/render';
import { routesFor } from '../routes';

/** The shell's own pages need no remote's. */
const routes = routesFor([]);

jest.mock('../federation/remote-loader', () => ({ loadRemoteModule: jest.fn() }));

const head = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe(notSentPath, () => {
  it('says the message was not sent and why, in the frame, kept from search engines', async () => {
    await renderRoutes(routes, notSentPath);
    const main = screen.getByRole('main');
    // Its code is a chunk of its own, there once loaded.
    await within(main).findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your message was not sent',
    );
    expect(main).toHaveTextContent(
      'Sending a form on this site needs JavaScript, which checks that you are not a robot.',
    );
    expect(main).toHaveTextContent('nothing you typed was sent or kept');
    expect(document.title).toBe('Message not sent | Elevate SaaS Solutions');
    expect(head('meta[name="description"]')).toMatch(/^Your message was not sent/);
    expect(head('meta[name="robots"]')).toBe('noindex');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('gives the address to write to, and the way back', async () => {
    await renderRoutes(routes, notSentPath);
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('link', { name: 'hello@elevatesaas.co.uk' }),
    ).toHaveAttribute('href', 'mailto:hello@elevatesaas.co.uk');
    expect(within(main).getByRole('link', { name: 'Back to Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(main).getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
