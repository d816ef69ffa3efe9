import { StoreCircuit } from './store.circuit';

describe('StoreCircuit (issue 17): a failed store is left alone for a growing pause', () => {
  it('closed at first; each failure in a row doubles the pause from 250 ms up to 5 s; a success closes it', () => {
    const c = new StoreCircuit();
    expect(c.allows(0)).toBe(true);
    c.failed(0);
    expect([c.allows(249), c.allows(250)]).toEqual([false, true]);
    c.failed(250);
    expect([c.allows(749), c.allows(750)]).toEqual([false, true]);
    for (let i = 0; i < 10; i++) c.failed(1000);
    expect([c.allows(5999), c.allows(6000)]).toEqual([false, true]);
    c.succeeded();
    expect(c.allows(0)).toBe(true);
    c.failed(0);
    expect(c.allows(250)).toBe(true);
  });
});
