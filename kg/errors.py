"""Errors raised by the kg library. The CLI turns every KGError into a one-line message."""


class KGError(Exception):
    """Base class of every error the library reports to a user."""


class InputError(KGError):
    """Bad input: names the file and the line (or record) at fault."""

    def __init__(self, path, line, message):
        self.path = str(path)
        self.line = line
        self.message = message
        where = f"{self.path}:{line}" if line is not None else self.path
        super().__init__(f"{where}: {message}")


class QueryError(KGError):
    """A canned or user query cannot be found, parsed or bound."""


class GraphError(KGError):
    """A graph or store cannot be read, written or validated."""
