import { firstProblem, sendEmailRequestSchema } from './contact';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.co.uk',
  company: '',
  subject: 'A new CRM',
  message: 'Hello',
  recaptchaToken: 'token',
};

const problemWith = (input: unknown) => {
  const result = sendEmailRequestSchema.safeParse(input);
  return result.success ? undefined : firstProblem(result.error);
};

describe('the contact message schema (shared by the form and the API)', () => {
  it('accepts a message, trims it and defaults the company', () => {
    const withoutCompany: Partial<typeof valid> = { ...valid };
    delete withoutCompany.company;
    expect(sendEmailRequestSchema.parse({ ...withoutCompany, name: '  Ada  ' })).toEqual({
      ...valid,
      name: 'Ada',
    });
  });

  it.each([
    [{ ...valid, name: undefined }, 'Please enter your name.'],
    [{ ...valid, name: '   ' }, 'Please enter your name.'],
    [{ ...valid, name: 42 }, 'Name must be text.'],
    [{ ...valid, email: 'not-an-address' }, 'Please enter a valid email address.'],
    [{ ...valid, subject: 'Hi\r\nBcc: victim@example.com' }, 'Subject must be on a single line.'],
    [{ ...valid, name: 'x'.repeat(101) }, 'Name must be at most 100 characters.'],
    [{ ...valid, message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters.'],
    [
      { ...valid, recaptchaToken: '' },
      'The bot check is missing. Please reload the page and try again.',
    ],
    [{ ...valid, admin: true }, 'Unexpected field: admin.'],
  ])('explains what is wrong with %j', (input, problem) => {
    expect(problemWith(input)).toBe(problem);
  });

  it('allows line breaks in the message only', () => {
    expect(problemWith({ ...valid, message: 'Line one\nLine two' })).toBeUndefined();
  });

  it('makes text Postgres can store: no NUL, no lone half of a surrogate pair', () => {
    const parsed = sendEmailRequestSchema.parse({
      ...valid,
      name: 'Ann\u0000',
      subject: 'Hel\u0000lo',
      message: '\u0000Hi\u0000',
    });
    expect([parsed.name, parsed.subject, parsed.message]).toEqual(['Ann', 'Hello', 'Hi']);
    expect(problemWith({ ...valid, message: '\u0000' })).toBe('Please enter your message.');
    const text = sendEmailRequestSchema.parse({ ...valid, message: 'a\ud800b\udc00 😀 \ud83d' });
    expect(text.message).toBe('a\ufffdb\ufffd 😀 \ufffd');
  });
});
