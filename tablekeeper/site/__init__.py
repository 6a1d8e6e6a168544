"""The club's season as a website (`tablekeeper site`): plain HTML, one CSS and SVG charts, written whole into a
folder any web host or a USB stick can serve, nothing needed from the internet and no script needed to read it."""
