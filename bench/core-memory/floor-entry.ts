// The memory bench's floor: node:http and one SQLite database, built into one file like the core.
import '../../tests/helpers/exit-with-parent.ts';
import '../floor-server.ts';
