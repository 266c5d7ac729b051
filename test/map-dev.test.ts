import { writeFileSync } from 'fs';
import { renderMap } from '../src/engine/map/render';
import { mapPageHtml } from '../src/ui/mapPage';
import { gmView, viewFor } from '../src/engine/view';
import { spring, summer } from './support/mapCampaigns';
import { launchBrowser } from './support/browser';
it('dev', async () => {
  const b = await launchBrowser();
  for (const [name, v] of [['gm-summer', gmView(summer)], ['kli-spring', viewFor(spring, 'KLI')], ['kli-summer', viewFor(summer, 'KLI')]] as const) {
    const d = renderMap(v);
    console.log(name, d.width, d.height, d.namesDropped);
    writeFileSync(`/tmp/h11/${name}.html`, mapPageHtml(d.svg, name));
    const p = await b.newPage({ viewport: { width: 1400, height: 1000 } });
    await p.setContent(mapPageHtml(d.svg, name));
    await p.screenshot({ path: `/tmp/h11/${name}.png` });
  }
  await b.close();
}, 60000);
