<?php
/**
 * The <horyu> tag: a Horyu board in a MediaWiki page (Horyu's wiki/README.md).
 *
 *   <horyu link="https://…/#link=SFk…" height="420" zones="battle,graveyard" lang="ja"
 *          picture="Board.png" alt="words" />
 *   <horyu zones="battle">https://…/#link=SFk…</horyu>
 *
 * The link is a board's link as Horyu's Share panel gives it, its fragment (#link=SFk…) or the
 * link itself (SFk…), as the link attribute or the tag's content. The moment shown and whose view
 * it is travel inside the link. The tag returns HTML built with Html::element and
 * Html::rawElement, so MediaWiki escapes every attribute and text; a bad argument shows an error
 * in the page, as text.
 *
 * @license MIT OR Apache-2.0
 */

namespace MediaWiki\Extension\Horyu;

use Html;
use MediaWiki\MediaWikiServices;
use Parser;
use PPFrame;
use Title;

class Hooks {
	/** The default frame height, and the range width and height are kept to (CSS pixels). */
	private const HEIGHT = 420;
	private const MIN = 240;
	private const MAX = 2000;
	/** Horyu refuses a link over 64 KiB characters (crates/engine/src/codec.rs, MAX_LINK_CHARS). */
	private const MAX_LINK = 65536;
	private const MAX_ALT = 300;
	/** The zones an embed can be limited to (docs/embed.md). */
	private const ZONES = [ 'deck', 'hand', 'battle', 'mana', 'shields', 'graveyard', 'hyperspatial', 'gr' ];

	public static function onParserFirstCallInit( Parser $parser ) {
		$parser->setHook( 'horyu', [ self::class, 'render' ] );
	}

	/**
	 * @param string|null $input the tag's content
	 * @param string[] $args its attributes
	 */
	public static function render( $input, array $args, Parser $parser, PPFrame $frame ) {
		$config = MediaWikiServices::getInstance()->getMainConfig();
		$base = self::base( (string)$config->get( 'HoryuBase' ) );
		if ( $base === null ) {
			return self::error( 'Horyu\'s address is not set: the wiki\'s admin sets $wgHoryuBase in LocalSettings.php' );
		}
		$o = self::options( $input, $args );
		if ( isset( $o['error'] ) ) {
			return self::error( $o['error'] );
		}
		$alt = $o['alt'] ?? 'Horyu board';
		$fallback = htmlspecialchars( $alt, ENT_QUOTES );
		if ( $o['picture'] !== null ) {
			$picture = self::picture( $o['picture'], $parser );
			if ( isset( $picture['error'] ) ) {
				return self::error( $picture['error'] );
			}
			$fallback = Html::element( 'img', [
				'src' => $picture['src'],
				'alt' => $alt,
				'width' => $picture['width'] ?: false,
				'height' => $picture['height'] ?: false,
				'style' => 'max-width:100%;height:auto;border:0',
			] );
		}
		$frameHtml = Html::element( 'iframe', [
			'class' => 'horyu-frame',
			'src' => self::url( $base, $o, true ),
			'title' => $alt,
			// Without a width, the frame fills the column.
			'width' => $o['width'] !== null ? (string)$o['width'] : false,
			'height' => (string)$o['height'],
			'loading' => 'lazy',
			'sandbox' => (string)$config->get( 'HoryuSandbox' ),
			'referrerpolicy' => 'no-referrer',
			'style' => ( $o['width'] !== null ? '' : 'width:100%;' ) . 'max-width:100%;border:0',
		] );
		// Without scripts the frame can't draw the board: the picture (or a link) stands in for it.
		$noscript = Html::rawElement( 'noscript', [],
			Html::inlineStyle( '.horyu-frame{display:none}' ) .
			Html::rawElement( 'a', [
				'class' => 'horyu-link',
				'href' => self::url( $base, $o, false ),
				'rel' => 'nofollow',
			], $fallback )
		);
		return Html::rawElement( 'div', [ 'class' => 'horyu' ], $frameHtml . $noscript );
	}

	private static function error( string $message ): string {
		return Html::element( 'strong', [ 'class' => 'error horyu-error' ], '<horyu>: ' . $message );
	}

	/** An argument quoted in an error: shortened (the caller's Html::element escapes it). */
	private static function quote( string $text ): string {
		if ( mb_strlen( $text ) > 40 ) {
			$text = mb_substr( $text, 0, 40 ) . '…';
		}
		return '"' . $text . '"';
	}

	/** The deployed address, ending in "/" unless it names a file; null when unusable. */
	private static function base( string $base ): ?string {
		$base = trim( $base );
		if ( !preg_match( '#^https?://[^\s"\'<>\\\\?\#]+$#', $base ) ) {
			return null;
		}
		return preg_match( '#/$|\.html?$#', $base ) ? $base : $base . '/';
	}

	/**
	 * The link body (SFk…) in a link, a fragment or a bare link, and the query of a pasted
	 * address; or ['error' => …].
	 */
	private static function linkBody( string $arg ): array {
		$text = trim( $arg );
		$query = '';
		$hash = strpos( $text, '#' );
		if ( $hash !== false ) {
			$before = substr( $text, 0, $hash );
			// Only the link is kept (the frame's address is always $wgHoryuBase), but an address
			// that is not a web page's is refused rather than quietly read.
			if ( $before !== '' && !preg_match( '#^https?://#i', $before ) ) {
				return [ 'error' => 'not a Horyu link: ' . self::quote( $arg ) . ' (its address does not start with https://)' ];
			}
			$q = strpos( $before, '?' );
			if ( $q !== false ) {
				$query = substr( $before, $q + 1 );
			}
			$text = substr( $text, $hash + 1 );
		}
		$body = null;
		foreach ( explode( '&', $text ) as $part ) {
			if ( strncmp( $part, 'link=', 5 ) === 0 ) {
				$body = substr( $part, 5 );
				break;
			}
		}
		$body = $body ?? $text;
		if ( $body === '' ) {
			return [ 'error' => 'no link (write the board\'s link: <horyu link="https://…/#link=SFk…" />)' ];
		}
		if ( strlen( $body ) > self::MAX_LINK ) {
			return [ 'error' => 'the link is ' . strlen( $body ) . ' characters long, over Horyu\'s limit of ' . self::MAX_LINK ];
		}
		if ( !preg_match( '/^[A-Za-z0-9_-]+$/', $body ) ) {
			return [ 'error' => 'not a Horyu link: ' . self::quote( $arg ) .
				' (a link is letters, digits, - and _ after #link=)' ];
		}
		if ( strncmp( $body, 'SFk', 3 ) !== 0 ) {
			return [ 'error' => 'not a Horyu link: ' . self::quote( $arg ) . ' (a Horyu link starts with SFk)' ];
		}
		return [ 'body' => $body, 'query' => $query ];
	}

	private static function zoneList( string $value ): array {
		$zones = [];
		foreach ( preg_split( '/[\s,+|]+/', trim( $value ) ) as $zone ) {
			if ( $zone === '' ) {
				continue;
			}
			if ( !in_array( $zone, self::ZONES, true ) ) {
				return [ 'error' => 'zones: unknown zone ' . self::quote( $zone ) . ' (known: ' . implode( ', ', self::ZONES ) . ')' ];
			}
			$zones[] = $zone;
		}
		return [ 'zones' => $zones ];
	}

	/** The tag's options, or ['error' => …]. */
	private static function options( ?string $input, array $args ): array {
		$o = [ 'link' => null, 'width' => null, 'height' => self::HEIGHT, 'zones' => [],
			'lang' => null, 'picture' => null, 'alt' => null ];
		$link = $args['link'] ?? trim( (string)$input );
		if ( $link === '' ) {
			return [ 'error' => 'no link (write the board\'s link: <horyu link="https://…/#link=SFk…" />)' ];
		}
		$found = self::linkBody( $link );
		if ( isset( $found['error'] ) ) {
			return $found;
		}
		$o['link'] = $found['body'];
		foreach ( $args as $key => $value ) {
			$value = trim( (string)$value );
			switch ( $key ) {
				case 'link':
					break;
				case 'width':
				case 'height':
					if ( !preg_match( '/^(\d{1,6})\s*(px)?$/', $value, $m ) ) {
						return [ 'error' => $key . '=' . self::quote( $value ) . ' is not a size in pixels (' . self::MIN . '–' . self::MAX . ')' ];
					}
					$o[$key] = max( self::MIN, min( self::MAX, (int)$m[1] ) );
					break;
				case 'zones':
					$zones = self::zoneList( $value );
					if ( isset( $zones['error'] ) ) {
						return $zones;
					}
					$o['zones'] = $zones['zones'];
					break;
				case 'lang':
					if ( $value !== 'en' && $value !== 'ja' ) {
						return [ 'error' => 'lang=' . self::quote( $value ) . ': the language is en or ja' ];
					}
					$o['lang'] = $value;
					break;
				case 'picture':
					$o['picture'] = $value;
					break;
				case 'alt':
					if ( strlen( $value ) > self::MAX_ALT ) {
						return [ 'error' => 'alt is over ' . self::MAX_ALT . ' bytes' ];
					}
					$o['alt'] = $value;
					break;
				case 'view':
				case 'moment':
					return [ 'error' => $key . ': the link itself holds the moment shown and whose view it is: ' .
						'share the link at that moment, from that view' ];
				default:
					return [ 'error' => 'unknown attribute ' . self::quote( (string)$key ) .
						' (known: link, width, height, zones, lang, picture, alt)' ];
			}
		}
		// Options in a pasted embed address count unless given as attributes.
		foreach ( explode( '&', $found['query'] ) as $part ) {
			if ( strncmp( $part, 'zones=', 6 ) === 0 && !$o['zones'] ) {
				$zones = self::zoneList( substr( $part, 6 ) );
				$o['zones'] = $zones['zones'] ?? [];
			} elseif ( ( $part === 'lang=en' || $part === 'lang=ja' ) && $o['lang'] === null ) {
				$o['lang'] = substr( $part, 5 );
			}
		}
		$o['zones'] = array_values( array_unique( $o['zones'] ) );
		return $o;
	}

	/** The board's address: the embed (for the frame) or the whole page (for a link). */
	private static function url( string $base, array $o, bool $embed ): string {
		$query = [];
		if ( $embed ) {
			$query[] = 'embed';
		}
		if ( $embed && $o['zones'] ) {
			$query[] = 'zones=' . implode( ',', $o['zones'] );
		}
		if ( $o['lang'] !== null ) {
			$query[] = 'lang=' . $o['lang'];
		}
		return $base . ( $query ? '?' . implode( '&', $query ) : '' ) . '#link=' . $o['link'];
	}

	/** An uploaded file (Board.png or File:Board.png): its address and size, or ['error' => …]. */
	private static function picture( string $name, Parser $parser ): array {
		$title = Title::makeTitleSafe( NS_FILE, preg_replace( '/^(File|Image):/i', '', $name ) );
		$file = $title ? MediaWikiServices::getInstance()->getRepoGroup()->findFile( $title ) : false;
		if ( !$title ) {
			return [ 'error' => 'picture=' . self::quote( $name ) . ' is not a file name' ];
		}
		// The page is reparsed when the file is uploaded or replaced.
		$parser->getOutput()->addImage( $title->getDBkey(), $file ? $file->getTimestamp() : false,
			$file ? $file->getSha1() : false );
		if ( !$file ) {
			return [ 'error' => 'picture: no file ' . self::quote( $name ) . ' is uploaded' ];
		}
		return [ 'src' => $file->getUrl(), 'width' => $file->getWidth(), 'height' => $file->getHeight() ];
	}
}
