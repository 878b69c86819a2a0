/** Placeholder for the benchmark runner (`npm run bench`) until real benchmarks land. */
console.log('no benchmarks yet');
