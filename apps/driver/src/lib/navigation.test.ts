import { describe, expect, it } from 'vitest';
import { navigationLinks } from './navigation';

describe("'Navegar' links (issue 22 item 10)", () => {
  it('use the coordinates when known', () => {
    expect(navigationLinks({ coords: { lat: 4.6, lon: -74.08 }, address: 'Cl 1 # 2-3' })).toEqual({
      waze: 'https://waze.com/ul?ll=4.6%2C-74.08&navigate=yes',
      google: 'https://www.google.com/maps/dir/?api=1&destination=4.6%2C-74.08',
    });
  });

  it('else the address, encoded', () => {
    const links = navigationLinks({ coords: null, address: 'Cl. 1 # 2-3, TUNJA (BOYACÁ)' });
    expect(links.waze).toBe(
      'https://waze.com/ul?q=Cl.%201%20%23%202-3%2C%20TUNJA%20(BOYAC%C3%81)&navigate=yes',
    );
    expect(links.google).toContain('destination=Cl.%201%20%23%202-3');
  });
});
