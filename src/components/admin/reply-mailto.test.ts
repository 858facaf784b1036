/** @jest-environment node */
import { replyMailto } from './reply-mailto';

describe('replyMailto', () => {
  it('quotes the message under its intro, with every part encoded, so that it reads back as it was', () => {
    const link = replyMailto({
      to: 'zoë+offers@muster.example',
      subject: 'Re: Prix & délai ? #2',
      intro: 'Le 25 nov. 2026, Zoë a écrit :',
      message: 'Bonjour,\nprix pour 2 presses ?\r\n\r\n50% d’acompte&body=hack',
    });
    const url = new URL(link);
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe('zoë+offers@muster.example');
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
    expect(url.searchParams.get('subject')).toBe('Re: Prix & délai ? #2');
    expect(url.searchParams.get('body')).toBe(
      '\r\n\r\nLe 25 nov. 2026, Zoë a écrit :\r\n> Bonjour,\r\n> prix pour 2 presses ?\r\n>\r\n> 50% d’acompte&body=hack\r\n',
    );
    // No `+` for spaces: mail programs read `+` as a plus sign.
    expect(link).not.toContain('+');
    expect(link).toContain('%20');
  });
});
