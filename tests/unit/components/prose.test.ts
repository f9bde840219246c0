import { comparableText, withoutRepeatedLead } from '@/components/prose-lead';

describe('withoutRepeatedLead', () => {
  it('drops a first heading naming the title and the intro repeated under it', () => {
    const html = '<h2>Function Stock</h2><p>Add special functions.</p><p>More.</p>';
    expect(
      withoutRepeatedLead(html, { title: 'Function Stock', intro: 'Add special functions.' }),
    ).toBe('<p>More.</p>');
  });

  it('reads & as "and" and takes a heading that only adds the document word', () => {
    const html = '<h2>Warranty and Return Policy</h2><p><em>Last updated: May 4</em></p>';
    expect(withoutRepeatedLead(html, { title: 'Warranty &amp; Return' })).toBe(
      '<p><em>Last updated: May 4</em></p>',
    );
    expect(withoutRepeatedLead(html, { title: 'Warranty & Return' })).toBe(
      '<p><em>Last updated: May 4</em></p>',
    );
  });

  it('keeps a heading that says something else, and a paragraph that is not the intro', () => {
    const html = '<h2>Distributor Program Terms</h2><p>These terms apply.</p>';
    expect(withoutRepeatedLead(html, { title: 'Become a Distributor', intro: 'Join us' })).toBe(
      html,
    );
    expect(withoutRepeatedLead('<h2>Returns</h2>', { title: 'Return' })).toBe('<h2>Returns</h2>');
    const details = '<h2>Warranty &amp; Return details</h2>';
    expect(withoutRepeatedLead(details, { title: 'Warranty & Return' })).toBe(details);
  });

  it('leaves nothing when the HTML only repeats the page', () => {
    expect(
      withoutRepeatedLead('<h2 id="x">Partnership</h2>\n<p>Grow with us.</p>', {
        title: 'Partnership',
        intro: 'Grow with us.',
      }),
    ).toBe('');
  });

  it('never takes a heading further down', () => {
    const html = '<p>Intro</p><h2>Privacy Policy</h2>';
    expect(withoutRepeatedLead(html, { title: 'Privacy Policy' })).toBe(html);
  });
});

describe('comparableText', () => {
  it('compares words only', () => {
    expect(comparableText('<b>Inventers &amp; Testers</b> Program!')).toBe(
      'inventers and testers program',
    );
  });
});
