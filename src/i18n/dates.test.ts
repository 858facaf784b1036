import { formatDate, officeDay, officeTime, spreadsheetDate, startOfOfficeDay } from './dates';

// 14:03 in Zurich in winter (CET).
const at = new Date('2026-11-25T13:03:00Z');

describe('formatDate', () => {
  it('writes each style in the Swiss form of the language, in the office time zone', () => {
    expect(formatDate('en', at, 'day')).toBe('25 November 2026');
    expect(formatDate('de', at, 'day')).toBe('25. November 2026');
    expect(formatDate('en', at, 'moment')).toBe('25 Nov 2026, 14:03');
    expect(formatDate('fr', at, 'moment')).toBe('25 nov. 2026, 14:03');
    expect(formatDate('it', at, 'full')).toBe('mercoledì, 25 novembre 2026 alle ore 14:03:00 CET');
  });

  it('reads a date given as text', () => {
    expect(formatDate('es', at.toISOString(), 'day')).toBe('25 de noviembre de 2026');
  });
});

describe('spreadsheetDate', () => {
  it('writes the date and time as a spreadsheet reads them, in the office time zone', () => {
    expect(spreadsheetDate(at)).toBe('2026-11-25 14:03');
  });
});

describe('officeDay and startOfOfficeDay', () => {
  it('give the office day of a moment, late in the evening in UTC included', () => {
    expect(officeDay(at)).toBe('2026-11-25');
    expect(officeDay('2026-11-25T23:30:00Z')).toBe('2026-11-26');
  });

  it('begin a day at midnight in Zurich, in winter and in summer time', () => {
    expect(startOfOfficeDay('2026-11-25').toISOString()).toBe('2026-11-24T23:00:00.000Z');
    expect(startOfOfficeDay('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });

  it('begin the days the clocks change at that day’s midnight', () => {
    expect(startOfOfficeDay('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfOfficeDay('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(officeDay(startOfOfficeDay('2026-03-29'))).toBe('2026-03-29');
  });

  it('read a time of the office’s clock as Swiss time, winter and summer', () => {
    expect(officeTime('2026-11-25T09:30').toISOString()).toBe('2026-11-25T08:30:00.000Z');
    expect(officeTime('2026-07-01T09:30').toISOString()).toBe('2026-07-01T07:30:00.000Z');
    expect(officeTime('2026-03-29T12:00').toISOString()).toBe('2026-03-29T10:00:00.000Z');
  });
});
