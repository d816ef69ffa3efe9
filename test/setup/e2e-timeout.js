// End-to-end tests spawn real servers: give each test room on a loaded 2-core machine.
jest.setTimeout(30_000);
