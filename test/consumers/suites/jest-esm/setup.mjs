import 'expect-tool-calls/jest'
