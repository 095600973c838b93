// The S3 stand-in of a benchmark in a process of its own (fork this file with the folder and the
// bucket as arguments): in production object storage is another machine, and in the benchmark's
// own process its work (hashing and writing every upload) would delay the client's clocks.
// Tells its parent { port } once listening; stops with its parent.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
const { port } = await server.run();
process.send({ port });
process.on('disconnect', () => void server.close().finally(() => process.exit(0)));
