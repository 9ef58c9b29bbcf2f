import { periodProblem } from '@/features/insights/insights-period';

describe('periodProblem', () => {
  it('takes a period within the dates the insights answer', () => {
    expect(periodProblem({ from: '2026-03-01', to: '2026-03-07' })).toBeUndefined();
  });

  it.each([
    [{ from: '0001-01-01', to: '0001-01-01' }],
    [{ from: '1999-12-31', to: '2000-01-02' }],
    [{ from: '2099-12-31', to: '2100-01-01' }],
  ])('names the dates it can be asked about for %j', (period) => {
    expect(periodProblem(period)).toBe('Choose dates from 2000-01-01 to 2099-12-31');
  });

  it('asks for both dates first', () => {
    expect(periodProblem({ from: '', to: '2026-03-01' })).toBe('Enter a start and an end date');
  });
});
