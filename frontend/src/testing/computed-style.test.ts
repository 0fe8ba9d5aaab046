import { afterEach, describe, expect, it } from 'vitest';

/** The lean getComputedStyle the setup installs (src/testing/computed-style.ts). */
describe('the screen tests’ getComputedStyle', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.head.querySelectorAll('style[data-test]').forEach((style) => style.remove());
  });

  it('gives each tag the display of the browser’s own sheet, and none to what is hidden', () => {
    document.body.innerHTML = `
      <div id="block"></div><span id="inline"></span><table><tbody><tr id="row"><td id="cell"></td></tr></tbody></table>
      <button id="button"></button><p id="hidden" hidden></p><input id="field" type="hidden"><dialog id="closed"></dialog>`;
    const display = (id: string) => getComputedStyle(document.getElementById(id)!).display;
    expect(['block', 'inline', 'row', 'cell', 'button', 'hidden', 'field', 'closed'].map(display)).toEqual([
      'block',
      'inline',
      'table-row',
      'table-cell',
      'inline-block',
      'none',
      'none',
      'none',
    ]);
  });

  it('applies the page’s rules, then the inline style, and inherits visibility and pointer-events', () => {
    const sheet = document.createElement('style');
    sheet.dataset.test = '';
    sheet.textContent = '.faded { opacity: 0.5; pointer-events: none } .gone { display: none }';
    document.head.append(sheet);
    document.body.innerHTML = `
      <section class="faded" style="visibility: hidden"><b id="inner">x</b></section>
      <div class="gone" id="gone" style="display: flex"></div><div class="gone" id="still-gone"></div>`;
    const inner = getComputedStyle(document.getElementById('inner')!);
    expect(inner.visibility).toBe('hidden');
    expect(inner.pointerEvents).toBe('none');
    expect(getComputedStyle(document.querySelector('section')!).opacity).toBe('0.5');
    expect(getComputedStyle(document.getElementById('gone')!).display).toBe('flex');
    expect(getComputedStyle(document.getElementById('still-gone')!).display).toBe('none');
  });

  it('answers anew once the page changes', () => {
    document.body.innerHTML = '<div id="box"></div>';
    const box = document.getElementById('box')!;
    expect(getComputedStyle(box).display).toBe('block');
    box.setAttribute('hidden', '');
    expect(getComputedStyle(box).display).toBe('none');
    box.removeAttribute('hidden');
    box.style.opacity = '0.25';
    expect(getComputedStyle(box).display).toBe('block');
    expect(getComputedStyle(box).opacity).toBe('0.25');
  });
});
