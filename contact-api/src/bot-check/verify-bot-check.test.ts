import { judgeBotCheck, type SiteverifyAnswer } from './verify-bot-check';

const policy = {
  action: 'submit',
  allowedHostnames: ['localhost', 'www.example.com'],
  minScore: 0.5,
};
const good: SiteverifyAnswer = {
  success: true,
  action: 'submit',
  hostname: 'localhost',
  score: 0.9,
  challenge_ts: '2024-01-05T10:00:00Z',
};

describe('judgeBotCheck', () => {
  it('passes a genuine token for submit from our hostname with a good score', () => {
    expect(judgeBotCheck(good, policy)).toEqual({ passed: true });
    expect(judgeBotCheck({ ...good, score: 0.5, hostname: 'WWW.example.com' }, policy)).toEqual({
      passed: true,
    });
  });

  it.each([
    [{ success: false, 'error-codes': ['timeout-or-duplicate'] }, 'timeout-or-duplicate'],
    [{ success: false }, 'unsuccessful'],
    [{ ...good, action: 'login' }, 'wrong-action'],
    [{ ...good, action: undefined }, 'wrong-action'],
    [{ ...good, hostname: 'evil.example' }, 'wrong-hostname'],
    [{ ...good, hostname: undefined }, 'wrong-hostname'],
    [{ ...good, score: 0.49 }, 'low-score'],
    [{ ...good, score: undefined }, 'low-score'],
  ])('fails %j', (answer, reason) => {
    expect(judgeBotCheck(answer as SiteverifyAnswer, policy)).toEqual({ passed: false, reason });
  });
});
