// Write-rate probe for the scale data set, run inside the emulators:
// `npm run emulators:exec -- --no-web -- npx tsx bench/scale-write.ts 5 20` writes the data set at each scale in
// turn (ids repeat, so a later scale overwrites the earlier one's documents) and prints documents per second.
import { writeScaleData } from './scale-reads.ts';

const scales = process.argv.slice(2).map(Number);
if (scales.length === 0 || scales.some((scale) => !(Number.isInteger(scale) && scale > 0))) {
  throw new Error('usage: tsx bench/scale-write.ts <scale> [<scale>...]');
}
for (const scale of scales) {
  console.log(`scale ${scale}:`);
  const { documents, seconds } = await writeScaleData(scale);
  console.log(
    `scale ${scale}: ${documents} documents in ${seconds} s (${Math.round(documents / Math.max(seconds, 1))}/s)`,
  );
}
