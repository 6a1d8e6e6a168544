import sys

from tablekeeper.cli import main

sys.exit(main())
