// The memory bench's floor: node:http and one SQLite database, built into one file like the core.
import '../exit-with-parent.ts';
import '../floor-server.ts';
