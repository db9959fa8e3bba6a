<?php
// horyu.inc.php: a Horyu board in a PukiWiki page (Horyu's wiki/README.md says how to install it).
// License: MIT OR Apache-2.0, as Horyu.
//
//   #horyu(LINK[,options])     a board, as a lazily loaded frame of Horyu's embed
//   &horyu(LINK[,options]);    a link to the board in a sentence (with a small picture if asked)
//   &horyu(LINK){text};        the same link, with its own words
//
// LINK is a board's link as Horyu's Share panel gives it (https://…/#link=SFk…), its fragment
// (#link=SFk… or link=SFk…) or the link itself (SFk…). Options: width=N, height=N (pixels,
// 240–2000), zones=battle,graveyard (or zones=battle+graveyard), lang=en|ja, picture=FILE.png (an
// image attached to this page: shown when scripts are off, and by the inline form), alt=words.
// The moment shown and whose view it is travel inside the link: share the link at that moment,
// from that view.

// The address where Horyu is deployed (the folder holding its index.html), e.g.
// 'https://horyu.example/'. Empty: the plugin says it is not set up.
if (! defined('PLUGIN_HORYU_BASE')) define('PLUGIN_HORYU_BASE', '');

// The frame's sandbox. The embed runs scripts (its rules engine is a WebAssembly module) and loads
// its own files from its own origin, so it needs allow-scripts and allow-same-origin (without
// allow-same-origin its origin is opaque: its module and files become cross-origin requests that
// a plain static host refuses). Everything else stays forbidden: navigating this page, popups,
// forms, downloads, modal dialogs. Deploy Horyu on its own host name, not under the wiki's: a frame
// from another origin can't reach the wiki's page or cookies whatever its sandbox.
if (! defined('PLUGIN_HORYU_SANDBOX')) define('PLUGIN_HORYU_SANDBOX', 'allow-scripts allow-same-origin');

// Sizes in CSS pixels: the default frame, and the range width= and height= are kept to.
define('PLUGIN_HORYU_HEIGHT', 420);
define('PLUGIN_HORYU_MIN', 240);
define('PLUGIN_HORYU_MAX', 2000);
// Horyu refuses a link over 64 KiB characters (crates/engine/src/codec.rs, MAX_LINK_CHARS).
define('PLUGIN_HORYU_MAX_LINK', 65536);
define('PLUGIN_HORYU_MAX_ALT', 300);
// The zones an embed can be limited to (docs/embed.md).
define('PLUGIN_HORYU_ZONES', 'deck,hand,battle,mana,shields,graveyard,hyperspatial,gr');

function plugin_horyu_h($text)
{
	return htmlspecialchars($text, ENT_QUOTES, 'UTF-8');
}

// An argument quoted in an error: shortened, then escaped by the caller.
function plugin_horyu_quote($text)
{
	if (function_exists('mb_strlen') && mb_strlen($text, 'UTF-8') > 40) {
		$text = mb_substr($text, 0, 40, 'UTF-8') . '…';
	} else if (strlen($text) > 120) {
		$text = substr($text, 0, 120) . '…';
	}
	return '"' . $text . '"';
}

// The deployed address, ending in "/" unless it names a file; NULL when it is unusable.
function plugin_horyu_base()
{
	$base = trim(PLUGIN_HORYU_BASE);
	if (! preg_match('#^https?://[^\s"\'<>\\\\?\#]+$#', $base)) return NULL;
	if (! preg_match('#/$|\.html?$#', $base)) $base .= '/';
	return $base;
}

// The link body (SFk…) in an argument: a URL, a fragment or the body. A string is an error.
function plugin_horyu_link_body($arg, & $query)
{
	$text = trim($arg);
	$query = '';
	$hash = strpos($text, '#');
	if ($hash !== FALSE) {
		$before = substr($text, 0, $hash);
		// Only the link is kept (the frame's address is always PLUGIN_HORYU_BASE), but an address
		// that is not a web page's is refused rather than quietly read.
		if ($before !== '' && ! preg_match('#^https?://#i', $before)) {
			return array('error' => 'not a Horyu link: ' . plugin_horyu_quote($arg) . ' (its address does not start with https://)');
		}
		$q = strpos($before, '?');
		if ($q !== FALSE) $query = substr($before, $q + 1);
		$text = substr($text, $hash + 1);
	}
	$body = NULL;
	foreach (explode('&', $text) as $part) {
		if (strncmp($part, 'link=', 5) === 0) {
			$body = substr($part, 5);
			break;
		}
	}
	if ($body === NULL) $body = $text;
	if ($body === '') return array('error' => 'the link is empty');
	if (strlen($body) > PLUGIN_HORYU_MAX_LINK) {
		return array('error' => 'the link is ' . strlen($body) . ' characters long, over Horyu\'s limit of ' .
			PLUGIN_HORYU_MAX_LINK);
	}
	if (! preg_match('/^[A-Za-z0-9_-]+$/', $body)) {
		return array('error' => 'not a Horyu link: ' . plugin_horyu_quote($arg) .
			' (a link is letters, digits, - and _ after #link=)');
	}
	if (strncmp($body, 'SFk', 3) !== 0) {
		return array('error' => 'not a Horyu link: ' . plugin_horyu_quote($arg) . ' (a Horyu link starts with SFk)');
	}
	return array('body' => $body);
}

function plugin_horyu_size($name, $value)
{
	if (! preg_match('/^\s*(\d{1,6})\s*(px)?\s*$/', $value, $m)) {
		return array('error' => $name . '=' . plugin_horyu_quote($value) . ' is not a size in pixels (' .
			PLUGIN_HORYU_MIN . '–' . PLUGIN_HORYU_MAX . ')');
	}
	return array('value' => max(PLUGIN_HORYU_MIN, min(PLUGIN_HORYU_MAX, (int) $m[1])));
}

function plugin_horyu_zone($name)
{
	return in_array($name, explode(',', PLUGIN_HORYU_ZONES), TRUE);
}

// Reads the arguments into options, or array('error' => message).
function plugin_horyu_options($args)
{
	// A URL with commas in its query (…?embed&zones=battle,mana#link=…) arrives split at them.
	$joined = array();
	foreach ($args as $arg) {
		$last = count($joined) - 1;
		if ($last >= 0 && preg_match('#^https?://[^\#]*\?[^\#]*$#', $joined[$last])) {
			$joined[$last] .= ',' . $arg;
		} else {
			$joined[] = $arg;
		}
	}
	$o = array('link' => NULL, 'query' => '', 'width' => NULL, 'height' => PLUGIN_HORYU_HEIGHT,
		'zones' => array(), 'lang' => NULL, 'picture' => NULL, 'alt' => NULL);
	$in_zones = $in_alt = FALSE;
	$known = array('link', 'width', 'height', 'zones', 'lang', 'picture', 'alt', 'view', 'moment');
	foreach ($joined as $raw) {
		$arg = trim($raw);
		if ($arg === '' && ! $in_alt) continue;
		if ($o['link'] === NULL && (preg_match('#^(https?://|\#|link=|SFk)#', $arg))) {
			$found = plugin_horyu_link_body($arg, $query);
			if (isset($found['error'])) return $found;
			$o['link'] = $found['body'];
			$o['query'] = $query;
			$in_zones = $in_alt = FALSE;
			continue;
		}
		if (! preg_match('/^([a-z]+)\s*=\s*(.*)$/s', $arg, $m) || ($in_alt && ! in_array($m[1], $known, TRUE))) {
			// zones=battle,mana and alt=words, more words: PukiWiki splits the value at its commas.
			if ($in_zones && plugin_horyu_zone($arg)) {
				$o['zones'][] = $arg;
				continue;
			}
			if ($in_alt) {
				$o['alt'] .= ',' . rtrim($raw);
				if (strlen($o['alt']) > PLUGIN_HORYU_MAX_ALT) {
					return array('error' => 'alt= is over ' . PLUGIN_HORYU_MAX_ALT . ' bytes');
				}
				continue;
			}
			return array('error' => 'unknown argument ' . plugin_horyu_quote($arg) .
				' (write the link, then options such as height=420, zones=battle,mana, lang=ja, picture=FILE.png, alt=words)');
		}
		list(, $key, $value) = $m;
		$in_zones = $in_alt = FALSE;
		switch ($key) {
		case 'link':
			$found = plugin_horyu_link_body($arg, $query);
			if (isset($found['error'])) return $found;
			$o['link'] = $found['body'];
			break;
		case 'width':
		case 'height':
			$size = plugin_horyu_size($key, $value);
			if (isset($size['error'])) return $size;
			$o[$key] = $size['value'];
			break;
		case 'zones':
			foreach (preg_split('/[\s+|]+/', trim($value)) as $zone) {
				if ($zone === '') continue;
				if (! plugin_horyu_zone($zone)) {
					return array('error' => 'zones=: unknown zone ' . plugin_horyu_quote($zone) .
						' (known: ' . str_replace(',', ', ', PLUGIN_HORYU_ZONES) . ')');
				}
				$o['zones'][] = $zone;
			}
			$in_zones = TRUE;
			break;
		case 'lang':
			if ($value !== 'en' && $value !== 'ja') {
				return array('error' => 'lang=' . plugin_horyu_quote($value) . ': the language is en or ja');
			}
			$o['lang'] = $value;
			break;
		case 'picture':
			if (! preg_match('/^[^\/\\\\:*?"<>|\x00-\x1f]+\.(png|jpe?g|gif|webp)$/i', $value)) {
				return array('error' => 'picture=' . plugin_horyu_quote($value) .
					' is not the name of an image attached to this page (.png, .jpg, .gif, .webp)');
			}
			$o['picture'] = $value;
			break;
		case 'alt':
			if (strlen($value) > PLUGIN_HORYU_MAX_ALT) {
				return array('error' => 'alt= is over ' . PLUGIN_HORYU_MAX_ALT . ' bytes');
			}
			$o['alt'] = $value;
			$in_alt = TRUE;
			break;
		case 'view':
		case 'moment':
			return array('error' => $key . '=: the link itself holds the moment shown and whose view it is: ' .
				'share the link at that moment, from that view');
		default:
			return array('error' => 'unknown option ' . plugin_horyu_quote($key . '=') .
				' (known: width, height, zones, lang, picture, alt)');
		}
	}
	if ($o['link'] === NULL) return array('error' => 'no link (write the board\'s link first: #horyu(https://…/#link=SFk…))');
	// Options in a pasted embed address count unless written again as options.
	foreach (explode('&', $o['query']) as $part) {
		if (strncmp($part, 'zones=', 6) === 0 && ! $o['zones']) {
			foreach (explode(',', substr($part, 6)) as $zone) {
				if (plugin_horyu_zone($zone)) $o['zones'][] = $zone;
			}
		} else if (($part === 'lang=en' || $part === 'lang=ja') && $o['lang'] === NULL) {
			$o['lang'] = substr($part, 5);
		}
	}
	$o['zones'] = array_values(array_unique($o['zones']));
	return $o;
}

// The board's address: the embed (for the frame) or the whole page (for a link).
function plugin_horyu_url($base, $o, $embed)
{
	$query = array();
	if ($embed) $query[] = 'embed';
	if ($embed && $o['zones']) $query[] = 'zones=' . implode(',', $o['zones']);
	if ($o['lang'] !== NULL) $query[] = 'lang=' . $o['lang'];
	return $base . ($query ? '?' . implode('&', $query) : '') . '#link=' . $o['link'];
}

// The attached picture: its address and size, or array('error' => …).
function plugin_horyu_picture($name)
{
	global $vars;
	$page = isset($vars['page']) ? $vars['page'] : '';
	$file = UPLOAD_DIR . encode($page) . '_' . encode($name);
	if (! is_file($file)) {
		return array('error' => 'picture=: no file ' . plugin_horyu_quote($name) . ' is attached to this page');
	}
	$size = @getimagesize($file);
	return array(
		'src' => get_base_uri() . '?plugin=ref&page=' . rawurlencode($page) . '&src=' . rawurlencode($name),
		'width' => is_array($size) ? $size[0] : 0,
		'height' => is_array($size) ? $size[1] : 0,
	);
}

function plugin_horyu_img($picture, $alt, $max_width)
{
	$size = '';
	if ($picture['width'] && $picture['height']) {
		$w = min($picture['width'], $max_width);
		$h = (int) round($picture['height'] * $w / $picture['width']);
		$size = ' width="' . $w . '" height="' . $h . '"';
	}
	return '<img src="' . plugin_horyu_h($picture['src']) . '" alt="' . plugin_horyu_h($alt) . '"' . $size .
		' style="max-width:100%;height:auto;border:0" />';
}

function plugin_horyu_error($form, $message)
{
	$text = ($form === 'block' ? '#horyu(): ' : '&horyu(): ') . $message;
	$tag = $form === 'block' ? 'p' : 'span';
	return '<' . $tag . ' class="horyu-error" style="color:#b00020">' . plugin_horyu_h($text) . '</' . $tag . '>';
}

function plugin_horyu_convert()
{
	$base = plugin_horyu_base();
	if ($base === NULL) {
		return plugin_horyu_error('block', 'Horyu\'s address is not set: the wiki\'s admin sets PLUGIN_HORYU_BASE in plugin/horyu.inc.php') . "\n";
	}
	$o = plugin_horyu_options(func_get_args());
	if (isset($o['error'])) return plugin_horyu_error('block', $o['error']) . "\n";
	$picture = NULL;
	if ($o['picture'] !== NULL) {
		$picture = plugin_horyu_picture($o['picture']);
		if (isset($picture['error'])) return plugin_horyu_error('block', $picture['error']) . "\n";
	}
	$alt = $o['alt'] !== NULL ? $o['alt'] : 'Horyu board';
	$embed = plugin_horyu_url($base, $o, TRUE);
	$page = plugin_horyu_url($base, $o, FALSE);
	// Without width=, the frame fills the column.
	$width = $o['width'] !== NULL ? ' width="' . $o['width'] . '"' : '';
	$fill = $o['width'] !== NULL ? '' : 'width:100%;';
	$frame = '<iframe class="horyu-frame" src="' . plugin_horyu_h($embed) . '" title="' . plugin_horyu_h($alt) . '"' .
		$width . ' height="' . $o['height'] . '" loading="lazy"' .
		' sandbox="' . plugin_horyu_h(PLUGIN_HORYU_SANDBOX) . '" referrerpolicy="no-referrer"' .
		' style="' . $fill . 'max-width:100%;border:0"></iframe>';
	// Without scripts the frame can't draw the board: the picture (or a link) stands in for it.
	$fallback = $picture !== NULL ? plugin_horyu_img($picture, $alt, $o['width'] !== NULL ? $o['width'] : 2000) : plugin_horyu_h($alt);
	$noscript = '<noscript><style>.horyu-frame{display:none}</style>' .
		'<a class="horyu-link" href="' . plugin_horyu_h($page) . '" rel="nofollow">' . $fallback . '</a></noscript>';
	return '<div class="horyu">' . $frame . $noscript . '</div>' . "\n";
}

// Inline, a board is a link a reader follows to the whole page (a frame does not fit in a line of
// text): its words are the {text} body, else alt=, else "Horyu board"; with picture=, the
// picture (at most 160 pixels wide) before the words.
function plugin_horyu_inline()
{
	$args = func_get_args();
	$body = array_pop($args); // PukiWiki passes the {text} body last, already made into HTML.
	$base = plugin_horyu_base();
	if ($base === NULL) {
		return plugin_horyu_error('inline', 'Horyu\'s address is not set: the wiki\'s admin sets PLUGIN_HORYU_BASE in plugin/horyu.inc.php');
	}
	$o = plugin_horyu_options($args);
	if (isset($o['error'])) return plugin_horyu_error('inline', $o['error']);
	$words = trim(html_entity_decode(strip_tags((string) $body), ENT_QUOTES, 'UTF-8'));
	if ($words === '') $words = $o['alt'] !== NULL ? $o['alt'] : 'Horyu board';
	$img = '';
	if ($o['picture'] !== NULL) {
		$picture = plugin_horyu_picture($o['picture']);
		if (isset($picture['error'])) return plugin_horyu_error('inline', $picture['error']);
		$img = plugin_horyu_img($picture, $o['alt'] !== NULL ? $o['alt'] : $words, 160) . ' ';
	}
	return '<a class="horyu-link" href="' . plugin_horyu_h(plugin_horyu_url($base, $o, FALSE)) . '" rel="nofollow">' .
		$img . plugin_horyu_h($words) . '</a>';
}
